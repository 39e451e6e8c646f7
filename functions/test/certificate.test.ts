import { beforeAll, describe, expect, it } from 'vitest';
import { certificate, certificateCode, legacyPath, lookupPath, restPath } from '@club/model';
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
});

// The rules of codes (composed and decomposed letters, edits that move a certificate, stale
// edits) are unit/certificates.test.ts's; these are the two faces and the table's condition.
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
    const listed = (await api.call('GET', legacyPath(certificate, 'list'), { cookie })).body as {
      code: string;
    }[];
    expect(listed.filter((c) => c.code === code)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent identical creates win', async () => {
    const fields = holder('Twin');
    const answers = await Promise.all([issue(fields), issue(fields, 'rest')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await lookUp(certificateCode(fields))).status).toBe(200);
  });
});
