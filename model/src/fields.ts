/**
 * Field kinds of the content model. A kind decides how a value is validated on the server,
 * which input the console shows and how the site renders it.
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'whatsapp'
  | 'count'
  | 'year'
  | 'date'
  | 'icon'
  | 'links'
  | 'image'
  | 'media';

export interface FieldOptions {
  /** Defaults to true: the spec marks nearly every field required. */
  required?: boolean;
  /** Advice shown next to the input (the spec's size hints); never enforced. */
  hint?: string;
  /** Filled in by the server (from other fields, or by the service); never accepted from a client. */
  derived?: boolean;
  /** The value must be the title (or header) of an existing record of that resource. */
  refersTo?: { resource: string; field: string };
  /** Personal data: kept for the console, never on the public site nor in a public answer. */
  private?: boolean;
}

export interface Field<K extends FieldKind = FieldKind> extends Required<
  Pick<FieldOptions, 'required'>
> {
  kind: K;
  label: string;
  hint?: string;
  derived?: boolean;
  refersTo?: FieldOptions['refersTo'];
  private?: boolean;
}

const field =
  <K extends FieldKind>(kind: K) =>
  (label: string, options: FieldOptions = {}): Field<K> => ({
    kind,
    label,
    required: options.required ?? true,
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.derived ? { derived: true } : {}),
    ...(options.refersTo ? { refersTo: options.refersTo } : {}),
    ...(options.private ? { private: true } : {}),
  });

export const text = field('text');
export const longText = field('longText');
export const email = field('email');
export const url = field('url');
export const whatsapp = field('whatsapp');
export const count = field('count');
export const year = field('year');
/** A calendar day, YYYY-MM-DD. */
export const date = field('date');
export const icon = field('icon');
export const links = field('links');
export const image = field('image');
export const media = field('media');

export const FILE_KINDS: readonly FieldKind[] = ['image', 'media'];
export const isFileField = (f: Field): boolean => FILE_KINDS.includes(f.kind);
