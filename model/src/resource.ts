import { isFileField, type Field } from './fields.js';

/** The calls of spec §7, kept exactly: GET /api/<base>/<list>, POST /api/<base>/<add>, DELETE /api/<base>/<remove>/{id}. */
export interface LegacyRoutes {
  base: string;
  list: string;
  add: string;
  remove: string;
  /** GET /api/<base>/<one>/{key}: one record by its `keyField` (a certificate by its code). */
  one?: string;
}

export interface ResourceLabels {
  /** One record, in a sentence: 'team member'. */
  one: string;
  /** The console menu and list title: 'Team'. */
  many: string;
  /** Title of the add screen, as the old console had it: 'Add Your Team'. */
  addTitle: string;
  /** The noun used in the spec's failure messages: 'team member' in 'Failed to add team member.' */
  failureNoun?: string;
  /** What the site says when these records cannot be loaded, where spec §8 words it otherwise. */
  loadFailed?: string;
  /** The list's add button, where spec §2 names it ('Add Member'); 'Add' otherwise. */
  addButton?: string;
  /** The add form's save button, where spec §2 names it ('Upload', 'Submit'); 'Save' otherwise. */
  saveButton?: string;
  /**
   * What a form says when it is saved with a required field empty, where spec §5 words it
   * ('All fields are required.'), besides each field's own message.
   */
  missingFields?: string;
}

export type Fields = Record<string, Field>;

export interface ResourceDefinition<F extends Fields = Fields> {
  /** REST name under /api/v1/ and the console's path: 'team', 'sub-event'. */
  name: string;
  labels: ResourceLabels;
  fields: F;
  /** Columns of the console list (spec §2), in order. */
  listColumns: readonly string[];
  /** The field a person reads as the record's name in the console. */
  titleField: string;
  /** Spec §3: this resource's files live under /Upload/image/<folder>/ ('achive', 'subevent'). */
  uploadFolder?: string;
  legacy?: LegacyRoutes;
  /** Computes the `derived` fields from the validated ones. */
  derive?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * A field that identifies the record to the public (a certificate's code). Its value is
   * unique, and the record is stored under it, so one key read finds it.
   */
  keyField?: string;
  /** Spec §7: some lists show the newest record first; the rest keep the order they were added in. */
  order?: ListOrder;
  /** False for records the public pages never list (certificates are looked up by code only). */
  inSiteData?: false;
  /**
   * The console list cuts long texts at 20 characters and adds an ellipsis only when this
   * field is longer than that, as the old achievement table did (spec §5).
   */
  ellipsisFollows?: string;
  /**
   * The fields a record's public page address is made of (an event's title; a sub-event's
   * event and header). When they change, the service remembers the former values, so a link
   * shared before still leads to the record (former-titles.ts).
   */
  addressFields?: readonly string[];
}

export type ListOrder = 'oldest-first' | 'newest-first';

/**
 * Checks at the definition that the columns and the title name real fields, and keeps its
 * name, upload folder and columns as literal types, so the catalog derives the unions of names
 * and folders from the definitions instead of a second list.
 */
export const defineResource = <
  const N extends string,
  F extends Fields,
  const C extends readonly (keyof F & string)[],
  const U extends string = never,
>(
  definition: ResourceDefinition<F> & {
    name: N;
    listColumns: C;
    uploadFolder?: U;
    titleField: keyof F & string;
    keyField?: keyof F & string;
    ellipsisFollows?: keyof F & string;
    addressFields?: readonly (keyof F & string)[];
  },
): ResourceDefinition<F> & { name: N; listColumns: C; uploadFolder?: U } => definition;

type ValueOf<F extends Field> = F['kind'] extends 'count' ? number : string;

/** The content of a record as a person edits it. */
export type Values<D extends ResourceDefinition> = {
  -readonly [K in keyof D['fields']]: ValueOf<D['fields'][K]>;
};

/** What the store keeps and the API returns. `version` lets an edit be refused when it is stale. */
export interface RecordMeta {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export type ContentRecord<D extends ResourceDefinition> = Values<D> & RecordMeta;

export const fieldEntries = (d: ResourceDefinition): [string, Field][] => Object.entries(d.fields);
export const fileFields = (d: ResourceDefinition): string[] =>
  fieldEntries(d)
    .filter(([, f]) => isFileField(f))
    .map(([name]) => name);
/** Fields a client sends as text (files and derived fields excluded). */
export const editableFields = (d: ResourceDefinition): string[] =>
  fieldEntries(d)
    .filter(([, f]) => !isFileField(f) && !f.derived)
    .map(([name]) => name);

/** The order a list takes when nobody asks for another: the one the site shows. */
export const defaultSort = (d: ResourceDefinition): [string, 'ASC' | 'DESC'] => [
  'createdAt',
  d.order === 'newest-first' ? 'DESC' : 'ASC',
];
