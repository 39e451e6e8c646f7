import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROOT,
  CONTACT_PATH,
  contactMessage,
  contentResources,
  editableFields,
  fieldErrors,
  fileFields,
  inputSchema,
  isRecordId,
  isVersion,
  legacyPath,
  restPath,
  type ResourceDefinition,
} from '@club/model';
import {
  fieldsFor,
  formDataOf,
  hostileId,
  hostileValue,
  VALID_VALUE,
  wireBody,
  type WireBody,
  sessionRoutes,
  type Route,
} from '@club/testkit';
import { testApi } from './support/api.js';
import type { CallOptions } from './support/events.js';
import { pngFile } from './support/files.js';

/** Cases per route: the bounded run inside `npm test`; `npm run test:hardening` runs far more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;

/** The sound fields of a create, where no other record must exist first. */
const soundFields = (d: ResourceDefinition) =>
  Object.fromEntries(
    editableFields(d).map((name) => [name, String(VALID_VALUE[d.fields[name]!.kind])]),
  );

/** A record of each resource that refers to no other, so that edits reach validation. */
const seedRecords = async () => {
  const ids = new Map<string, string>();
  for (const d of contentResources) {
    if (Object.values(d.fields).some((f) => f.refersTo)) continue;
    const form = new FormData();
    for (const [name, value] of Object.entries(soundFields(d))) form.append(name, value);
    for (const name of fileFields(d)) form.append(name, await pngFile('seed.png', 32, 32));
    const created = await api.call('POST', restPath(d), { form, cookie });
    expect(created.status, `${d.name}: ${JSON.stringify(created.body)}`).toBe(201);
    ids.set(d.name, created.body.id);
  }
  const subject = `Fuzz ${crypto.randomUUID()}`;
  const json = { name: 'Fuzz', email: 'fuzz@club.test', subject, message: 'Hello' };
  expect((await api.call('POST', CONTACT_PATH, { json })).status).toBeLessThan(300);
  const inbox = await api.call('GET', restPath(contactMessage), {
    cookie,
    query: { filter: JSON.stringify({ subject }) },
  });
  return { records: ids, message: inbox.body[0].id as string };
};

let routes: Route[];
/** The version each seeded record has now, so that a sound edit is not merely stale. */
const versions = new Map<string, number>();

beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
  const seeded = await seedRecords();
  for (const id of [...seeded.records.values(), seeded.message]) versions.set(id, 1);
  routes = [
    ...sessionRoutes({
      // Resources that refer to others get an id no record has: their edits end at 404.
      record: (d) => seeded.records.get(d.name) ?? crypto.randomUUID(),
      message: seeded.message,
    }),
    // The public writes: the contact form and the login.
    {
      name: `POST ${CONTACT_PATH}`,
      method: 'POST',
      path: CONTACT_PATH,
      body: 'create',
      resource: contactMessage,
    },
    {
      name: `POST ${ADMIN_ROOT}/login`,
      method: 'POST',
      path: `${ADMIN_ROOT}/login`,
      body: 'credentials',
    },
  ];
});

const idIn = (path: string) => [...versions.keys()].find((id) => path.includes(`/${id}`));

/** A sound version (1) stands for the record's current one. */
const withCurrentVersion = (body: WireBody, id: string | undefined): WireBody => {
  const current = id && versions.get(id);
  if (!current) return body;
  if (body.kind === 'json' && isObject(body.value) && body.value.version === 1)
    return { ...body, value: { ...body.value, version: current } };
  if (body.kind === 'form' && body.fields.version === '1')
    return { ...body, fields: { ...body.fields, version: String(current) } };
  return body;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const send = async (route: Route, path: string, body: WireBody) => {
  const options: CallOptions = {
    cookie,
    // Each call a visitor of its own: the contact form's limit is not what is under test.
    sourceIp: `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`,
  };
  if (body.kind === 'json') options.json = body.value;
  if (body.kind === 'text') {
    options.raw = body.text;
    options.headers = body.contentType ? { 'content-type': body.contentType } : {};
  }
  if (body.kind === 'form') options.form = formDataOf(body);
  const answer = await api.call(route.method, path, options);
  const id = idIn(path);
  if (id && answer.status === 200 && isVersion(answer.body?.version))
    versions.set(id, answer.body.version);
  return answer;
};

/** The path with its id kept (mostly) or replaced by a hostile one; deletes never get the real one. */
const pathFor = (route: Route) => {
  const id = idIn(route.path);
  if (!id) return fc.constant(route.path);
  const hostile = hostileId.map((other) => route.path.replace(`/${id}`, `/${other}`));
  return route.method === 'DELETE'
    ? hostile
    : fc.oneof(
        { weight: 3, arbitrary: fc.constant(route.path) },
        { weight: 1, arbitrary: hostile },
      );
};

/** What is wrong with a stored record by the model's own schema, if anything. */
const problemWith = (d: ResourceDefinition, item: Record<string, unknown>) => {
  if (!isRecordId(item.id)) return `id ${JSON.stringify(item.id)}`;
  if (!isVersion(item.version)) return `version ${JSON.stringify(item.version)}`;
  const values = Object.fromEntries(editableFields(d).map((name) => [name, item[name]]));
  const parsed = inputSchema(d).safeParse(values);
  if (!parsed.success) return JSON.stringify(fieldErrors(parsed.error));
  // Stored values are already what the schema makes of them (trimmed, normalised).
  const changed = editableFields(d).filter(
    (name) => (parsed.data as Record<string, unknown>)[name] !== item[name],
  );
  if (changed.length > 0) return `not normalised: ${changed.join(', ')}`;
  const files = fileFields(d).filter((name) => typeof item[name] !== 'string');
  return files.length > 0 ? `file fields ${files.join(', ')}` : undefined;
};

describe('random bodies on every write route, with a valid session', () => {
  it('never answer 5xx, and leave only records the model accepts', async () => {
    const inherited = Object.getOwnPropertyNames(Object.prototype);
    const failures: string[] = [];
    const stored: string[] = [];
    for (const route of routes) {
      const arbitrary = fc.tuple(
        pathFor(route),
        wireBody(fieldsFor(route.body, route.resource), route.resource),
      );
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([path, body]) => {
          const answer = await send(route, path, withCurrentVersion(body, idIn(path)));
          if (answer.status === 201) stored.push(route.name);
          if (answer.status >= 500)
            failures.push(`${route.name} ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
          return answer.status < 500;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    // Sound bodies were stored too, so the check of stored records below has records to judge.
    expect(stored.length).toBeGreaterThan(0);

    // Nothing reached what every object inherits.
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(inherited);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const problems: string[] = [];
    for (const d of contentResources) {
      const listed = await api.call('GET', legacyPath(d, 'list'), { cookie });
      for (const item of listed.body as Record<string, unknown>[]) {
        const problem = problemWith(d, item);
        if (problem) problems.push(`${d.name} ${String(item.id)}: ${problem}`);
      }
    }
    const inbox = await api.call('GET', restPath(contactMessage), { cookie });
    for (const item of inbox.body as Record<string, unknown>[]) {
      const problem = problemWith(contactMessage, item);
      if (problem) problems.push(`message ${String(item.id)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('a hostile value in any field of any create is answered, never 5xx', async () => {
    // The same property by field rather than by route: one hostile value at a time.
    const field = fc
      .constantFrom(...contentResources)
      .chain((d) => fc.tuple(fc.constant(d), fc.constantFrom(...editableFields(d))));
    await fc.assert(
      fc.asyncProperty(field, hostileValue, async ([resource, name], value) => {
        const answer = await api.call('POST', restPath(resource), {
          json: { ...soundFields(resource), [name]: value },
          cookie,
        });
        return answer.status < 500;
      }),
      { numRuns: 60 },
    );
  });
});
