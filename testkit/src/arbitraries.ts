import fc from 'fast-check';
import {
  contentResources,
  editableFields,
  fileFields,
  INCOMING_PREFIX,
  type Field,
  type ResourceDefinition,
} from '@club/model';
import type { BodyKind } from './routes.js';

/**
 * Hostile input for the API's write routes, as fast-check arbitraries: the bounded fuzz test
 * (functions/test/fuzz-writes.test.ts) and `npm run test:hardening` draw from the same ones.
 * A body is described as data (`WireBody`), and each caller sends it its own way.
 */

/** Text that has broken parsers, stores, mailers or pages before. */
export const edgeText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  'x\uDBFF',
  '\uD83E\uDD16',
  '\u202Eevil',
  '\u200B',
  '\uFEFF',
  'e\u0301',
  '𝕏'.repeat(60),
  '<script>alert(1)</script>',
  "'; DROP TABLE x; --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00%2F%ZZ',
  '\r\n\r\nX-Injected: 1',
  'javascript:alert(1)',
  'null',
  'true',
  '1e400',
  '-0',
  '0x10',
  ' 12 ',
  '99999999999999999999',
);

/** A long string of one character, up to about 500 KB once encoded as UTF-8. */
export const hugeText = fc
  .tuple(
    fc.constantFrom('a', 'é', '🤖', '\u0000', '\uD800', '<', ' '),
    fc.integer({ min: 1_000, max: 500_000 }),
  )
  .map(([c, bytes]) => c.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(c)))));

/** Numbers at and beyond every edge a store or a schema has. */
export const edgeNumber = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    2 ** 31,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    1e20,
    1e38,
    1e300,
    Number.MIN_VALUE,
  ),
);

/** Objects whose own keys name the prototype machinery, as JSON.parse would build them. */
export const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}') as unknown,
  JSON.parse('[{"__proto__":{"polluted":"yes"}}]') as unknown,
);

/** Any JSON value a client could send where one field's value belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: edgeText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [1], ['a', 'b'], { upload: 7 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: prototypeKeys },
  { weight: 1, arbitrary: hugeText },
);

/** A sound value of each field kind, so that some bodies get past validation and are stored. */
export const VALID_VALUE: Record<Field['kind'], string | number | undefined> = {
  text: 'Fuzzed',
  longText: 'Written by the fuzzer.',
  email: 'fuzz@club.test',
  url: 'https://example.org/fuzz',
  whatsapp: '01712345678',
  count: 7,
  year: '2025',
  date: '2030-06-30',
  icon: 'fa fa-laptop',
  links: 'https://example.org/register',
  image: undefined,
  media: undefined,
};

/** What a file field may be sent: a stored name, an upload ticket's key, a clear, or junk. */
const fileValue = fc.oneof(
  fc.constantFrom('', null, 'kept.webp', '../../secret.webp', { upload: 'incoming/../x' }),
  fc.uuid().map((uuid) => ({ upload: `${INCOMING_PREFIX}${uuid}` })),
  hostileValue.map((upload) => ({ upload })),
  hostileValue,
);

const fieldValue = (f: Field) => {
  const valid = VALID_VALUE[f.kind];
  return valid === undefined
    ? fileValue
    : fc.oneof(
        { weight: 3, arbitrary: fc.constant(valid) },
        { weight: 2, arbitrary: hostileValue },
      );
};

/** Keys no resource has, beside the ones it has: meta fields, prototype names, junk. */
const strayKey = fc.oneof(
  fc.constantFrom('id', 'version', 'createdAt', '__proto__', 'constructor', 'prototype', '', ' '),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** The fields of a create or an edit of `d`: each left out, sound or hostile, plus stray keys. */
export const hostileFields = (d: ResourceDefinition): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          [...editableFields(d), ...fileFields(d)].map((name) => [
            name,
            fieldValue(d.fields[name]!),
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(strayKey, hostileValue, { maxKeys: 2 }),
      fc.boolean(),
    )
    // Stray keys only sometimes, so that sound records are stored too.
    .map(([fields, stray, withStray]) => (withStray ? { ...stray, ...fields } : fields));

/** A version as a client might send it: the record's own, or anything else. */
export const versionValue = (sound = 1) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(sound) }, { weight: 3, arbitrary: hostileValue });

/** The fields a route of the given kind reads (none for 'none'). */
export const fieldsFor = (
  kind: BodyKind,
  d?: ResourceDefinition,
): fc.Arbitrary<Record<string, unknown> | undefined> => {
  switch (kind) {
    case 'create':
      return hostileFields(d!);
    case 'update':
      return fc
        .tuple(hostileFields(d!), versionValue())
        .map(([fields, version]) => ({ ...fields, version }));
    case 'ticket':
      return fc.record(
        {
          resource: fc.oneof(fc.constantFrom(...contentResources.map((r) => r.name)), hostileValue),
          field: fc.oneof(fc.constantFrom('image', 'imageOrVideo', 'title'), hostileValue),
          contentType: fc.oneof(
            fc.constantFrom('image/png', 'video/mp4', 'text/html'),
            hostileValue,
          ),
          size: fc.oneof(fc.constantFrom(1, 1024, 200 * 1024 * 1024), hostileValue),
          name: fc.oneof(fc.constantFrom('a.png', '../../x.png'), hostileValue),
        },
        { requiredKeys: [] },
      );
    case 'handled':
      return fc.record(
        { handled: fc.oneof(fc.boolean(), hostileValue), version: versionValue() },
        { requiredKeys: [] },
      );
    case 'resend':
      return fc.record({ version: versionValue() }, { requiredKeys: [] });
    case 'send':
      return fc.record(
        {
          ids: fc.oneof(
            fc.array(fc.oneof(fc.uuid(), hostileValue), { maxLength: 3 }),
            hostileValue,
          ),
        },
        { requiredKeys: [] },
      );
    case 'credentials':
      return fc.record(
        { currentPassword: hostileValue, email: hostileValue, password: hostileValue },
        { requiredKeys: [] },
      );
    case 'none':
      return fc.constant(undefined);
  }
};

/** A file part of a multipart form. */
export interface WireFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A request body as it goes over the wire. */
export type WireBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType?: string; text: string }
  | { kind: 'form'; fields: Record<string, string>; files: WireFile[] };

const fileName = fc.oneof(
  fc.constantFrom(
    'picture.png',
    '../../../etc/passwd.png',
    'a\u0000.png',
    '.htaccess',
    'x'.repeat(300) + '.png',
    'évil 🤖.svg',
    'CON.png',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const enc = (text: string) => new TextEncoder().encode(text);
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }),
  fc.constantFrom(
    new Uint8Array(0),
    enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    enc('<!doctype html><script>alert(1)</script>'),
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    new Uint8Array([...enc('\0\0\0\x18ftypisom'), ...enc('<html><script>alert(1)</script>')]),
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  ),
);

const wireFile = (fields: string[]) =>
  fc.record({
    field: fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), strayKey) : strayKey,
    name: fileName,
    type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'video/mp4', ''),
    bytes: fileBytes,
  });

/** How a value travels in a form: all text. */
const asFormText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '', '{"a":"\\ud800"}'),
  fc
    .integer({ min: 33, max: 50_000 })
    .map((depth) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`),
  fc.constantFrom('[]', '"text"', '42', 'null', 'true'),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const WRONG_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'application/json-patch+json',
  'application/xml',
  'multipart/form-data', // without a boundary
  'multipart/form-data; boundary=nope',
];

/**
 * Everything a write route might be sent, given the fields it reads: mostly JSON, then the
 * same as an old multipart form (with hostile files where the resource takes them), the
 * right JSON under a wrong type, and JSON that is broken or too deep.
 */
export const wireBody = (
  fields: fc.Arbitrary<Record<string, unknown> | undefined>,
  d?: ResourceDefinition,
): fc.Arbitrary<WireBody> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fields.map((value): WireBody =>
        value === undefined ? { kind: 'none' } : { kind: 'json', value },
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fields, fc.array(wireFile(d ? fileFields(d) : []), { maxLength: 2 }))
        .map(([value, files]): WireBody => ({
          kind: 'form',
          fields: Object.fromEntries(
            Object.entries(value ?? {}).map(([k, v]) => [k, asFormText(v)]),
          ),
          files,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.option(fc.constantFrom(...WRONG_TYPES), { nil: undefined }))
        .map(([value, contentType]): WireBody => ({
          kind: 'text',
          contentType,
          text: JSON.stringify(value ?? {}),
        })),
    },
    {
      weight: 1,
      arbitrary: brokenJson.map((text): WireBody => ({
        kind: 'text',
        contentType: 'application/json',
        text,
      })),
    },
  );

/** A multipart form of a `form` body, for fetch or for a test event. */
export const formDataOf = (body: Extract<WireBody, { kind: 'form' }>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  for (const file of body.files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
};

/** A path segment where an id belongs: real-looking, too long, blank, or not decodable. */
export const hostileId = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '%20',
    '%00',
    '%',
    '%ZZ',
    '%FF%FE',
    '%ED%A0%80',
    '..%2F..%2Fadmin',
    'a'.repeat(2000),
    '.',
    '..',
  ),
  fc.string({ unit: 'binary', maxLength: 300 }).map((s) =>
    // Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD's), as a client would.
    [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
  ),
);
