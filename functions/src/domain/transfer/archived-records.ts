import {
  archivedResources,
  fieldEntries,
  isRecordId,
  isStoredFileName,
  isVersion,
  RECORD_BOOKKEEPING,
  storedExtras,
  storedFieldSchema,
  uploadKey,
  type ArchiveManifest,
  type ResourceDefinition,
  type UploadFolder,
} from '@club/model';
import { storedFileProblem } from '../files/archived-files.js';
import { keyId, keyOf } from '../content/record-keys.js';

/** Something in an archive that cannot be restored: where it is, and why, in words. */
export interface ArchiveProblem {
  where: string;
  text: string;
}

/** An archive's content as read, nothing of it trusted yet. */
export interface ArchiveContent {
  manifest: ArchiveManifest;
  /** Each resource's records as its records/<name>.json holds them. */
  records: ReadonlyMap<string, readonly unknown[]>;
}

/** An id as a problem names it: quoted, and cut short when an attacker made it long. */
export const shownId = (id: unknown) => {
  if (typeof id !== 'string') return '(a record without a text id)';
  return JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);
};

const isMoment = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why one field's stored value is not one the site could have stored, if it is not. */
const valueProblem = (d: ResourceDefinition, name: string, value: unknown, files: Set<string>) => {
  const field = d.fields[name]!;
  if (value === undefined) return undefined; // a field added since the record was last saved
  const checked = storedFieldSchema(field).safeParse(value);
  if (!checked.success) return checked.error.issues[0]?.message ?? `${field.label} is not valid.`;
  if (typeof checked.data !== typeof value)
    return `${field.label} must be ${field.kind === 'count' ? 'a number' : 'text'}.`;
  if ((field.kind === 'image' || field.kind === 'media') && value !== '') {
    if (!isStoredFileName(value)) return `${field.label} does not name a stored file.`;
    if (!files.has(uploadKey(d.uploadFolder as UploadFolder, value)))
      return `${field.label} names a file the archive does not hold (${value}).`;
  }
  return undefined;
};

/** Every reason one record could not have been stored by this site; none when it could. */
const recordProblems = (d: ResourceDefinition, record: unknown, files: Set<string>) => {
  if (!isPlainObject(record)) return ['it is not a record (an object of fields).'];
  const problems: string[] = [];
  const extras = storedExtras[d.name] ?? {};
  const allowed = new Set([
    ...Object.keys(d.fields),
    ...RECORD_BOOKKEEPING,
    ...Object.keys(extras),
  ]);
  const unknown = Object.keys(record).filter((name) => !allowed.has(name));
  if (unknown.length > 0)
    problems.push(`it has fields no ${d.labels.one} has: ${unknown.slice(0, 5).join(', ')}.`);
  if (!isRecordId(record.id))
    problems.push(`its id is not one the site gives (letters, digits, - and _, at most 128).`);
  else if (d.keyField && record.id !== keyId(keyOf(d, record)!))
    problems.push(`its id is not the one its ${d.fields[d.keyField]!.label.toLowerCase()} gives.`);
  if (!isVersion(record.version)) problems.push('its version is not a whole number from 1 up.');
  for (const name of ['createdAt', 'updatedAt'] as const)
    if (!isMoment(record[name])) problems.push(`its ${name} is not a moment (ISO 8601).`);
  for (const [name] of fieldEntries(d)) {
    const problem = valueProblem(d, name, record[name], files);
    if (problem) problems.push(problem);
  }
  for (const [name, schema] of Object.entries(extras))
    if (record[name] !== undefined && !schema.safeParse(record[name]).success)
      problems.push(`its ${name} is not what the site keeps there.`);
  return problems;
};

/**
 * The problems found, the first `kept` of them with where and why, the rest only counted: an
 * archive of a million bad records makes a million problems, and the person reads a few.
 */
export const problemList = (kept = 100) => {
  const first: ArchiveProblem[] = [];
  let count = 0;
  return {
    add(...problems: ArchiveProblem[]) {
      for (const problem of problems) if (count++ < kept) first.push(problem);
    },
    get count() {
      return count;
    },
    /** The first few in a person's words, and how many more. */
    text(shown = 8) {
      return [
        ...first.slice(0, shown).map((p) => `  ${p.where}: ${p.text}`),
        ...(count > shown ? [`  … and ${count - shown} more.`] : []),
      ].join('\n');
    },
  };
};

export type ProblemList = ReturnType<typeof problemList>;

/**
 * Everything in the archive the site could not have stored itself: records of kinds it does
 * not have, ids it never gives (or twice), fields its records do not have, values their fields
 * refuse, files no upload could be, records naming files the archive lacks. A restore writes
 * nothing unless this finds nothing.
 */
export const archiveProblems = (
  { manifest, records }: ArchiveContent,
  found: ProblemList = problemList(),
) => {
  const files = new Set<string>();
  for (const file of manifest.files) {
    const problem = files.has(file.key) ? 'is listed twice.' : storedFileProblem(file);
    if (problem) found.add({ where: `file ${JSON.stringify(file.key)}`, text: problem });
    files.add(file.key);
  }
  const kinds = new Set(archivedResources.map((d) => d.name as string));
  for (const name of Object.keys(manifest.records))
    if (!kinds.has(name))
      found.add({ where: `records of "${name}"`, text: 'are not a kind of record this site has.' });
  for (const d of archivedResources) {
    const seen = new Set<unknown>();
    for (const record of records.get(d.name) ?? []) {
      const id = isPlainObject(record) ? record.id : undefined;
      const where = `${d.name} ${shownId(id)}`;
      found.add(...recordProblems(d, record, files).map((text) => ({ where, text })));
      if (isRecordId(id) && seen.has(id))
        found.add({ where, text: `another ${d.labels.one} has the same id.` });
      seen.add(id);
    }
  }
  return found;
};
