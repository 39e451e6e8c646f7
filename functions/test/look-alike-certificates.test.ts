import { beforeAll, describe, expect, it } from 'vitest';
import {
  certificate,
  certificateCode,
  lookupPath,
  recordPath,
  restPath,
  type ResourceDefinition,
} from '@club/model';
import { keyId } from '../src/domain/content/record-keys.js';
import { pngFile } from './support/files.js';
import { testApi } from './support/api.js';
import { formOf } from './support/member.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

type Api = typeof api;

/** A certificate's fields; each test has its own event, so codes never meet across tests. */
const fieldsOf = (name: string, event: string) => ({
  name,
  event,
  univarsity: 'Daffodil International University',
  position: 'Champion',
  year: '2025',
});

const issue = async (fields: Record<string, string>, on: Api = api, as = cookie) => {
  const form = formOf({ ...fields, image: await pngFile('certificate.png', 80, 60) });
  return on.call('POST', restPath(certificate), { form, cookie: as });
};

/** The certificates of one event, as the console lists them. */
const ofEvent = async (event: string, on: Api = api, as = cookie) => {
  const all = await on.call('GET', restPath(certificate), {
    cookie: as,
    query: { filter: JSON.stringify({ event }) },
  });
  return (all.body as { name: string; code: string }[]).map((c) => c.name);
};

/** The ten the attack run issued beside "Rahim Ahmed", each of them 201 before. */
const LOOK_ALIKES: Record<string, string> = {
  'zero-width space': 'Ra\u200Bhim Ahmed',
  'zero-width joiner': 'Ra\u200Dhim Ahmed',
  'right-to-left override': 'Rahim Ahmed\u202E',
  'left-to-right mark': 'Rahim\u200E Ahmed',
  'Cyrillic а': 'R\u0430him Ahmed',
  'soft hyphen': 'Ra\u00ADhim Ahmed',
  'byte order mark': '\uFEFFRahim Ahmed',
  'no-break space': 'Rahim\u00A0Ahmed',
  'double space': 'Rahim  Ahmed',
  'full-width letters': 'Ｒａｈｉｍ Ａｈｍｅｄ',
};

describe('look-alike certificates', () => {
  it('are refused, each naming the certificate it looks like; a different one still issues', async () => {
    const event = `Robo Fest ${crypto.randomUUID().slice(0, 6)}`;
    const original = fieldsOf('Rahim Ahmed', event);
    const issued = await issue(original);
    expect(issued.status).toBe(201);
    const code = certificateCode(original);

    for (const [what, name] of Object.entries(LOOK_ALIKES)) {
      const answer = await issue({ ...original, name });
      expect(answer.status, what).toBe(409);
      expect(answer.body.message, what).toContain(`'${code}'`);
      expect(answer.body.errors.code, what).toBe(answer.body.message);
    }
    expect((await issue({ ...original, name: 'R\u0430him Ahmed' })).body.message).toBe(
      `This code looks the same as that of an existing certificate, '${code}', and would be taken for it. Check for letters of another alphabet, hidden characters or extra spaces, or edit that certificate instead.`,
    );
    expect(await ofEvent(event)).toEqual(['Rahim Ahmed']);

    // Another person, and the same person's other certificate, are not look-alikes.
    expect((await issue({ ...original, name: 'Rahim Ahmad' })).status).toBe(201);
    expect((await issue({ ...original, position: 'Runner-up' })).status).toBe(201);
    // The original is found by its code, and by the code with a hidden character in it.
    for (const typed of [code, code.replace('him', 'h\u200Bim')]) {
      const found = await api.call('GET', lookupPath(certificate, typed));
      expect(found.status).toBe(200);
      expect(found.body._id).toBe(issued.body.id);
    }
  });

  it('keep a Bangla name with its joiner, and refuse an edit into a look-alike', async () => {
    const event = `Robo Fest ${crypto.randomUUID().slice(0, 6)}`;
    const rab = 'র\u200D্যাব Hossain';
    const bangla = await issue(fieldsOf(rab, event));
    expect(bangla.status).toBe(201);
    expect(bangla.body.name).toBe(rab);
    expect((await api.call('GET', lookupPath(certificate, bangla.body.code))).status).toBe(200);
    // Without the joiner the same word shows another way: a look-alike all the same.
    expect((await issue(fieldsOf('র্যাব Hossain', event))).status).toBe(409);

    const other = await issue(fieldsOf('Nusrat Jahan', event));
    const edited = await api.call('PUT', recordPath(certificate, other.body.id), {
      cookie,
      json: { ...other.body, ...fieldsOf('র্যাব  Hossain', event) },
    });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toContain(`'${bangla.body.code}'`);
    expect((await ofEvent(event)).sort()).toEqual(['Nusrat Jahan', rab].sort());

    // Deleted, the original no longer holds its look: its look-alike may then be issued.
    expect(
      (await api.call('DELETE', recordPath(certificate, bangla.body.id), { cookie })).status,
    ).toBe(200);
    expect((await issue(fieldsOf('র্যাব Hossain', event))).status).toBe(201);
  });

  it('are refused beside certificates stored before look-alikes were looked for', async () => {
    const before = await testApi({ table: 'look-alikes-before' });
    const owner = await before.login();
    const event = `Robo Fest ${crypto.randomUUID().slice(0, 6)}`;
    const fields = fieldsOf('Rahim Ahmed', event);
    const code = certificateCode(fields);
    // As an earlier version stored it: the record alone, under the digest of its code.
    const stamp = new Date().toISOString();
    await before.deps.records.create(certificate.name, {
      ...fields,
      id: keyId(code),
      code,
      image: '',
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
    const lookAlike = await issue({ ...fields, name: 'R\u0430him Ahmed' }, before, owner);
    expect(lookAlike.status).toBe(409);
    expect(lookAlike.body.message).toContain(`'${code}'`);
    expect(await ofEvent(event, before, owner)).toEqual(['Rahim Ahmed']);
  });
});

describe('a revocation reason', () => {
  const revoke = (d: ResourceDefinition, id: string, reason: string) =>
    api.call('POST', `${recordPath(d, id)}/revoke`, { json: { reason }, cookie });

  it('is refused with a character that cannot be stored, as every other text field is', async () => {
    const event = `Robo Fest ${crypto.randomUUID().slice(0, 6)}`;
    const issued = await issue(fieldsOf('Tanvir Hasan', event));
    for (const reason of ['Issued\u0000 by mistake', 'Issued \uD800by mistake']) {
      expect(await revoke(certificate, issued.body.id, reason)).toMatchObject({
        status: 400,
        body: {
          errors: {
            reason: 'The reason contains a character that cannot be stored. Please retype it.',
          },
        },
      });
    }
    const shown = await api.call('GET', lookupPath(certificate, issued.body.code));
    expect(shown.body.standing.revoked).toBeUndefined();
    // Hidden characters are dropped from it, as from every text.
    const revoked = await revoke(certificate, issued.body.id, 'Issued\u202E by mistake');
    expect(revoked.body.revoked.reason).toBe('Issued by mistake');
  });
});
