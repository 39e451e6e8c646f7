import * as z from 'zod';
import type { Field } from './fields.js';
import { requiredMessage } from './messages.js';
import { editableFields, type ResourceDefinition, type Values } from './resource.js';
import {
  hasLostLetters,
  isStorable,
  lostLetters,
  singleLineText,
  storedText,
  unstorable,
} from './storable.js';

// Generous caps: the spec's length hints are advice, these only stop abuse.
const SHORT = 200;
const LONG = 5000;

const httpUrl = (label: string) =>
  z.url({
    protocol: /^https?$/,
    error: `${label} must be a web address starting with http:// or https://.`,
  });

/** How a field's text is kept: long text keeps its lines and spaces, any other is one line. */
export const textRule = (f: Field) =>
  f.kind === 'longText' || f.kind === 'links' ? storedText : singleLineText;

/**
 * `typed`: text a person sends now, which must not carry a letter lost to another encoding. A
 * restore takes back what the site held, which an earlier version may have stored with one.
 */
const textOf = (f: Field, max: number, typed = true) => {
  const text = z
    .string({
      error: (issue) =>
        issue.input === undefined ? requiredMessage(f.label) : `${f.label} must be text.`,
    })
    .overwrite(textRule(f))
    .trim()
    .max(max, `${f.label} is too long (at most ${max} characters).`)
    .refine(isStorable, unstorable(f.label));
  const base = typed ? text.refine((t) => !hasLostLetters(t), lostLetters(f.label)) : text;
  return f.required ? base.min(1, requiredMessage(f.label)) : base;
};

/**
 * A number as JSON sends it, or as a form sends it: text of decimal digits. Nothing else
 * becomes one (no true as 1, no '', null or [] as 0).
 */
const formNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;

const countOf = (f: Field) =>
  z.preprocess(
    formNumber,
    z
      .number({
        error: (issue) => {
          if (issue.input === undefined) return requiredMessage(f.label);
          const infinite = typeof issue.input === 'number' && !Number.isNaN(issue.input);
          return infinite ? `${f.label} is too large.` : `${f.label} must be a number.`;
        },
      })
      // Well inside what DynamoDB stores (38 digits) and what JavaScript holds exactly.
      .max(1_000_000_000, `${f.label} is too large.`)
      .min(0, `${f.label} cannot be negative.`)
      .int(`${f.label} must be a whole number.`),
  );

/** A value the person may leave empty when the field is optional. */
const orEmpty = (f: Field, schema: z.ZodType<string, string>) =>
  f.required ? schema : z.union([z.literal(''), schema]);

const schemaOf = (f: Field, typed = true): z.ZodType => {
  switch (f.kind) {
    case 'text':
      return textOf(f, SHORT, typed);
    case 'longText':
      return textOf(f, LONG, typed);
    case 'icon':
      return textOf(f, SHORT, typed).regex(
        /^[\w -]*$/,
        `${f.label} must be an icon class such as 'fa fa-laptop'.`,
      );
    case 'email':
      return textOf(f, SHORT, typed).pipe(
        orEmpty(f, z.email(`${f.label} must be an e-mail address.`)),
      );
    case 'url':
      return textOf(f, SHORT, typed).pipe(orEmpty(f, httpUrl(f.label)));
    case 'whatsapp':
      return textOf(f, SHORT, typed)
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(
          orEmpty(
            f,
            z.string().regex(/^\d{6,15}$/, `${f.label} must be a phone number of 6 to 15 digits.`),
          ),
        );
    case 'year':
      return textOf(f, SHORT, typed).pipe(
        orEmpty(f, z.string().regex(/^\d{4}$/, `${f.label} must be a year such as 2025.`)),
      );
    case 'date':
      return textOf(f, SHORT, typed).pipe(
        orEmpty(f, z.iso.date(`${f.label} must be a date such as 2027-06-30.`)),
      );
    case 'links':
      return textOf(f, LONG, typed).refine(
        (v) =>
          v
            .split(/\s+/)
            .filter(Boolean)
            .every((link) => httpUrl(f.label).safeParse(link).success),
        `${f.label}: every link must start with http:// or https://.`,
      );
    case 'count':
      return countOf(f);
    case 'image':
    case 'media':
      // Files travel beside the fields; the stored value is the file name.
      return z.string();
  }
};

const cache = new WeakMap<ResourceDefinition, z.ZodType>();

/** What a client may send to create or replace a record: the editable fields, nothing else. */
export const inputSchema = <D extends ResourceDefinition>(
  d: D,
): z.ZodType<Partial<Values<D>>, Record<string, unknown>> => {
  let schema = cache.get(d);
  if (!schema) {
    schema = z.object(
      Object.fromEntries(
        editableFields(d).map((name) => {
          const f = d.fields[name]!;
          // An optional field a client leaves out (the old site's forms, made before it
          // existed) is empty.
          return [name, f.required || f.kind === 'count' ? schemaOf(f) : schemaOf(f).default('')];
        }),
      ),
    );
    cache.set(d, schema);
  }
  return schema as z.ZodType<Partial<Values<D>>, Record<string, unknown>>;
};

/** react-admin's server-side validation shape: one message per field. */
export type FieldErrors = Record<string, string>;

export const fieldErrors = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'root';
    errors[key] ??= issue.message;
  }
  return errors;
};

/** One field's own check, as `inputSchema` applies it (a value brought from elsewhere, field by field). */
export const fieldSchema = (d: ResourceDefinition, name: string): z.ZodType =>
  (inputSchema(d) as unknown as z.ZodObject).shape[name] as z.ZodType;

const storedCache = new WeakMap<Field, z.ZodType>();

/**
 * A stored value of any field, derived and file fields too, as a restore checks it: the kind's
 * own rule, or empty text (what the old site never kept stays empty until its next save). A
 * derived value is text the server made: a certificate's code joins five fields.
 */
export const storedFieldSchema = (f: Field): z.ZodType => {
  let schema = storedCache.get(f);
  if (!schema) {
    schema =
      f.kind === 'count'
        ? schemaOf(f)
        : z.union([z.literal(''), f.derived ? textOf(f, LONG, false) : schemaOf(f, false)]);
    storedCache.set(f, schema);
  }
  return schema;
};
