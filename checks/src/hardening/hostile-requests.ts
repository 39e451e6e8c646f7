import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { CONTACT_HONEYPOT, contactMessage, fieldEntries } from '@club/model';
import {
  fieldsFor,
  formDataOf,
  hostileId,
  hostileValue,
  VALID_VALUE,
  wireBody,
  type WireBody,
  mp4WithPage,
  PAGE,
  svgWithScript,
} from '@club/testkit';
import type { Route } from '@club/testkit';

/**
 * Whole requests for the fuzz check, from the shared arbitraries (arbitraries.ts), plus what
 * only raw bytes can send: multipart forms broken on purpose, header injection in a file
 * name, JSON under look-alike content types, and noise.
 */

/** One fuzzed request: where it goes, how its body is written, and the body. */
export interface HostileRequest {
  path: string;
  /** How the body was written, for the table's examples: 'json', 'form', 'broken form', ... */
  encoding: string;
  contentType?: string;
  body?: Buffer | FormData;
}

/** The fields a route reads, with the record's current version often enough to reach the store. */
const fieldsWithVersion = (route: Route, current: () => number) =>
  fc.tuple(fieldsFor(route.body, route.resource), fc.boolean()).map(([fields, sound]) =>
    // Read as the case is drawn; the fuzz check draws in chunks, so a save moves it on.
    fields && 'version' in fields && sound ? { ...fields, version: current() } : fields,
  );

/** The contact form's fields, sound or hostile, and the honeypot now and then. */
export const contactFields = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        fieldEntries(contactMessage)
          .filter(([, f]) => !f.derived)
          .map(([name, f]) => [
            name,
            fc.oneof(
              { weight: 3, arbitrary: fc.constant(VALID_VALUE[f.kind]) },
              { weight: 2, arbitrary: hostileValue },
            ),
          ]),
      ),
      { requiredKeys: [] },
    ),
    fc.oneof(
      { weight: 7, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: hostileValue },
    ),
  )
  .map(([fields, honeypot]) =>
    honeypot === undefined ? fields : { ...fields, [CONTACT_HONEYPOT]: honeypot },
  );

const fromWire = (path: string, body: WireBody): HostileRequest => {
  switch (body.kind) {
    case 'none':
      return { path, encoding: 'no body' };
    case 'json':
      return {
        path,
        encoding: 'json',
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(body.value)),
      };
    case 'text':
      return {
        path,
        encoding: body.contentType ?? 'no type',
        contentType: body.contentType,
        body: Buffer.from(body.text),
      };
    case 'form':
      return { path, encoding: 'form', body: formDataOf(body) };
  }
};

const CRLF = '\r\n';

/** File names no browser would write into a part's header: quotes, line breaks, NUL. */
const rawFileName = fc.constantFrom(
  'a".png',
  'a\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>.png',
  'x.png\u0000.html',
  '\u202Egnp.html',
  `${'a'.repeat(1024)}.png`,
  '../../x.png',
  '..\\..\\x.png',
);

const rawFileBytes = fc.constantFrom(
  svgWithScript(),
  Buffer.from(PAGE),
  mp4WithPage(),
  Buffer.alloc(0),
);

/** A multipart body written by hand, broken in one of the ways a hand-made client breaks it. */
const brokenForm = (route: Route) =>
  fc
    .record({
      fields: fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), {
        maxKeys: 3,
      }),
      file: fc.record({ name: rawFileName, bytes: rawFileBytes }),
      flaw: fc.constantFrom('other boundary', 'unclosed', 'no blank line', 'raw file name'),
    })
    .map(({ fields, file, flaw }): HostileRequest => {
      const boundary = `----hardening${randomUUID()}`;
      const field = route.resource ? Object.keys(route.resource.fields)[0] : 'file';
      const blank = flaw === 'no blank line' ? '' : CRLF;
      const part = (header: string, bytes: Buffer) =>
        Buffer.concat([
          Buffer.from(`--${boundary}${CRLF}${header}${CRLF}${blank}`),
          bytes,
          Buffer.from(CRLF),
        ]);
      const chunks = [
        ...Object.entries(fields).map(([name, value]) =>
          part(`Content-Disposition: form-data; name="${name}"`, Buffer.from(value)),
        ),
        part(
          `Content-Disposition: form-data; name="${field}"; filename="${file.name}"${CRLF}Content-Type: image/png`,
          file.bytes,
        ),
        ...(flaw === 'unclosed' ? [] : [Buffer.from(`--${boundary}--${CRLF}`)]),
      ];
      return {
        path: route.path,
        encoding: `form (${flaw})`,
        contentType: `multipart/form-data; boundary=${flaw === 'other boundary' ? `${boundary}x` : boundary}`,
        body: Buffer.concat(chunks),
      };
    });

const LOOK_ALIKE_JSON = [
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'text/json',
];

/** Every way the fields get written: the shared ones, and the raw ones above. */
const written = (route: Route, fields: fc.Arbitrary<Record<string, unknown> | undefined>) =>
  fc.oneof(
    { weight: 10, arbitrary: wireBody(fields, route.resource).map((b) => fromWire(route.path, b)) },
    { weight: 1, arbitrary: brokenForm(route) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.constantFrom(...LOOK_ALIKE_JSON))
        .map(([value, type]): HostileRequest => ({
          path: route.path,
          encoding: type,
          contentType: type,
          body: Buffer.from(JSON.stringify(value ?? {})),
        })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes): HostileRequest => ({
        path: route.path,
        encoding: 'noise',
        contentType: 'application/json',
        body: Buffer.from(bytes),
      })),
    },
  );

/**
 * Requests for one route: hostile fields (or `fields`), written every way, and for a route
 * that takes an id, a hostile id one time in four.
 */
export const hostileRequests = (
  route: Route,
  current: () => number,
  fields: fc.Arbitrary<Record<string, unknown> | undefined> = fieldsWithVersion(route, current),
): fc.Arbitrary<HostileRequest> => {
  const requests = written(route, fields);
  if (!route.withId) return requests;
  return fc
    .tuple(
      requests,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: hostileId },
      ),
    )
    .map(([request, id]) => (id === undefined ? request : { ...request, path: route.withId!(id) }));
};
