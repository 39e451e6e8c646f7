import { beforeAll, describe, expect, it } from 'vitest';
import {
  certificate,
  certificateCode,
  fileKey,
  legacyPath,
  lookupPath,
  restPath,
} from '@club/model';
import { pngFile } from './support/files.js';
import { testApi } from './support/api.js';
import { formOf } from './support/member.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

/** A certificate's fields; each test names its own holder so codes never collide across tests. */
const holder = (name: string) => ({
  name: `${name} ${crypto.randomUUID().slice(0, 6)}`,
  event: 'Robo Carnival 2025',
  univarsity: 'Daffodil International University',
  position: 'Champion',
  year: '2025',
});

const issue = async (fields: Record<string, string>, face: 'legacy' | 'rest' = 'legacy') => {
  const form = formOf({ ...fields, image: await pngFile('certificate.png', 800, 600) });
  const path = face === 'legacy' ? legacyPath(certificate, 'add') : restPath(certificate);
  return api.call('POST', path, { form, cookie });
};

const lookUp = (code: string) => api.call('GET', lookupPath(certificate, code));

describe('certificate verification (GET /api/certificate/oneCertificate/{code})', () => {
  it('finds the one certificate whose code matches exactly, spaces and non-ASCII included', async () => {
    const fields = holder('সাদিয়া Islam / Zoë');
    const issued = await issue(fields);
    expect(issued.status).toBe(201);
    const code = certificateCode(fields);
    expect(issued.body.data.code).toBe(code);

    const found = await lookUp(code);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ ...fields, code, _id: issued.body.data._id });
    expect(found.body.image).toMatch(/\.webp$/);

    expect((await lookUp(code.toUpperCase())).status).toBe(404);
    expect((await lookUp(`${code} `)).status).toBe(404);
  });

  it('says plainly that an unknown code is not a certificate', async () => {
    expect(await lookUp('Nobody_Nothing_Nowhere_None_1999')).toMatchObject({
      status: 404,
      body: {
        message: "There is no certificate with the code 'Nobody_Nothing_Nowhere_None_1999'.",
      },
    });
  });
});

describe('certificate codes are unique', () => {
  it('refuses a second certificate with the same code on both faces, naming the code', async () => {
    const fields = holder('Mehedi');
    const code = certificateCode(fields);
    expect((await issue(fields)).status).toBe(201);
    const message = `A certificate with the code '${code}' already exists.`;
    for (const face of ['legacy', 'rest'] as const) {
      expect(await issue(fields, face)).toMatchObject({
        status: 409,
        body: { message, errors: { code: message } },
      });
    }
    const listed = (await api.call('GET', legacyPath(certificate, 'list'))).body as {
      code: string;
    }[];
    expect(listed.filter((c) => c.code === code)).toHaveLength(1);
  });

  it('takes a name typed with composed and decomposed accents as one code, and finds it either way', async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const typed = (form: 'NFC' | 'NFD') => ({
      ...holder('x'),
      name: `José Núñez ${suffix}`.normalize(form),
    });
    const composed = await issue(typed('NFC'));
    expect(composed.status).toBe(201);
    const decomposed = await issue(typed('NFD'), 'rest');
    expect(decomposed.status).toBe(409);
    const stored = composed.body.data.code as string;
    expect(stored).toBe(stored.normalize('NFC'));

    for (const code of [stored, stored.normalize('NFD')]) {
      const found = await lookUp(code);
      expect(found.status).toBe(200);
      expect(found.body._id).toBe(composed.body.data._id);
    }
    // A search typed either way finds it too.
    for (const q of ['Núñez', 'Núñez'.normalize('NFD')]) {
      const page = await api.call('GET', restPath(certificate), {
        query: { filter: JSON.stringify({ q: `${q} ${suffix}` }) },
      });
      expect(page.body.map((c: { id: string }) => c.id)).toEqual([composed.body.data._id]);
    }
  });

  it('lets exactly one of two concurrent identical creates win', async () => {
    const fields = holder('Twin');
    const answers = await Promise.all([issue(fields), issue(fields, 'rest')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await lookUp(certificateCode(fields))).status).toBe(200);
  });

  it('refuses an edit into a code that is taken, and moves a certificate whose code changes', async () => {
    const first = holder('Arif');
    const second = holder('Nadia');
    const a = (await issue(first, 'rest')).body;
    const b = (await issue(second, 'rest')).body;

    const into = formOf({ ...second, version: String(b.version) });
    const refused = await api.call('PUT', `${restPath(certificate)}/${a.id}`, {
      form: into,
      cookie,
    });
    expect(refused).toMatchObject({ status: 409, body: { errors: { code: expect.any(String) } } });
    expect((await lookUp(certificateCode(first))).body.id).toBe(a.id);

    const corrected = { ...first, position: 'Runner-up' };
    const moved = await api.call('PUT', `${restPath(certificate)}/${a.id}`, {
      form: formOf({ ...corrected, version: String(a.version) }),
      cookie,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ code: certificateCode(corrected), image: a.image });
    expect((await lookUp(certificateCode(first))).status).toBe(404);
    expect((await lookUp(certificateCode(corrected))).body).toMatchObject({
      position: 'Runner-up',
    });
    expect((await api.call('GET', `${restPath(certificate)}/${a.id}`)).status).toBe(404);
    // The picture moved with the record: it is still there, and deleting the record removes it.
    expect(await api.storedFiles(fileKey(certificate, a.image))).toHaveLength(1);
    await api.call('DELETE', `${restPath(certificate)}/${moved.body.id}`, { cookie });
    expect(await api.storedFiles(fileKey(certificate, a.image))).toEqual([]);
  });

  it('refuses a stale edit that would change the code, and leaves both codes as they were', async () => {
    const fields = holder('Stale');
    const created = (await issue(fields, 'rest')).body;
    const path = `${restPath(certificate)}/${created.id}`;
    // Someone else replaces the picture first: the code stays, the version moves on.
    const newPicture = formOf({
      ...fields,
      version: '1',
      image: await pngFile('new.png', 900, 600),
    });
    expect((await api.call('PUT', path, { form: newPicture, cookie })).body.version).toBe(2);

    const fresh = { ...fields, year: '2024' };
    const stale = await api.call('PUT', path, { form: formOf({ ...fresh, version: '1' }), cookie });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'This certificate was changed by someone else. Reload it and try again.' },
    });
    expect((await lookUp(certificateCode(fresh))).status).toBe(404);
    expect((await lookUp(certificateCode(fields))).body.version).toBe(2);
  });
});
