import { beforeEach, describe, expect, it } from 'vitest';
import { binKey, certificate, certificateCode, uploadKey } from '@club/model';
import { contentService } from '../../src/domain/content/content-service.js';
import type { RecordStore } from '../../src/domain/ports.js';
import { fakeMediaProcessor } from '../fakes/files.js';
import { memoryLog } from '../fakes/records.js';
import { refusal } from '../fakes/refusal.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';
import { ADMIN_ACTOR } from '../support/actor.js';

const holder = (name: string) => ({
  name,
  event: 'Robo Carnival 2025',
  univarsity: 'Daffodil International University',
  position: 'Champion',
  year: '2025',
});
const picture = { name: 'certificate.png', bytes: new Uint8Array([1, 2, 3]) };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const issue = (fields: Record<string, string>) =>
  api.content.create(certificate, { fields, files: { image: picture } }, ADMIN_ACTOR);
const edit = (id: string, fields: Record<string, string>, version: number) =>
  api.content.update(certificate, id, { fields, files: {} }, version, ADMIN_ACTOR);
const lookUp = (code: string) => api.content.findByKey(certificate, code);

describe('certificate codes', () => {
  it('find the one certificate whose code matches exactly', async () => {
    const fields = holder('সাদিয়া Islam / Zoë');
    const issued = await issue(fields);
    const code = certificateCode(fields);
    expect(issued.code).toBe(code);
    expect(await lookUp(code)).toMatchObject({ ...fields, code, id: issued.id });
    for (const near of [code.toUpperCase(), `${code} `])
      expect((await refusal(lookUp(near))).kind).toBe('not-found');
    expect(await refusal(lookUp('Nobody_Nothing_Nowhere_None_1999'))).toMatchObject({
      kind: 'not-found',
      message: "There is no certificate with the code 'Nobody_Nothing_Nowhere_None_1999'.",
    });
  });

  it('are unique: a second certificate with the same code is refused, naming it', async () => {
    const fields = holder('Mehedi');
    await issue(fields);
    const message = `A certificate with the code '${certificateCode(fields)}' already exists.`;
    expect(await refusal(issue(fields))).toEqual({
      kind: 'conflict',
      message,
      errors: { code: message },
    });
    expect(await api.table.list(certificate.name)).toHaveLength(1);
    // Its picture was stored, then taken away again.
    expect(api.bucket.keys()).toHaveLength(1);
  });

  it('take a name typed with composed or decomposed accents as one code, found either way', async () => {
    const typed = (form: 'NFC' | 'NFD') => holder('José Núñez'.normalize(form));
    const composed = await issue(typed('NFC'));
    expect((await refusal(issue(typed('NFD')))).kind).toBe('conflict');
    expect(composed.code).toBe(String(composed.code).normalize('NFC'));
    for (const code of [String(composed.code), String(composed.code).normalize('NFD')])
      expect((await lookUp(code)).id).toBe(composed.id);
    // A search typed either way finds it too.
    for (const q of ['Núñez', 'Núñez'.normalize('NFD')])
      expect(
        (await api.content.query(certificate, { filter: { q } })).page.map((c) => c.id),
      ).toEqual([composed.id]);
  });

  it('an edit into a code that is taken is refused; an edit of the code moves the certificate', async () => {
    const first = holder('Arif');
    const second = holder('Nadia');
    const a = await issue(first);
    await issue(second);

    expect((await refusal(edit(a.id, second, 1))).errors).toHaveProperty('code');
    expect((await lookUp(certificateCode(first))).id).toBe(a.id);

    const corrected = { ...first, position: 'Runner-up' };
    const moved = await edit(a.id, corrected, 1);
    expect(moved).toMatchObject({ code: certificateCode(corrected), image: a.image });
    expect((await refusal(lookUp(certificateCode(first)))).kind).toBe('not-found');
    expect((await lookUp(certificateCode(corrected))).position).toBe('Runner-up');
    expect((await refusal(api.content.get(certificate, a.id))).kind).toBe('not-found');
    // The picture moved with the record: it is still there, and Recently deleted names it.
    const key = uploadKey('certificate', String(a.image));
    expect(api.bucket.keys()).toContain(key);
    await api.content.remove(certificate, moved.id, ADMIN_ACTOR);
    // Out of service in the bin, kept there for a restore.
    expect(api.bucket.keys()).toContain(binKey(key));
    expect(api.bucket.keys()).not.toContain(key);
    expect((await api.content.deletedPage({})).page[0]).toMatchObject({
      recordId: moved.id,
      record: { image: a.image },
    });
  });

  it('a stale edit that would change the code is refused, and both codes stay as they were', async () => {
    const fields = holder('Stale');
    const made = await issue(fields);
    await api.content.update(
      certificate,
      made.id,
      { fields, files: { image: { ...picture, bytes: new Uint8Array([9]) } } },
      1,
      ADMIN_ACTOR,
    );

    const fresh = { ...fields, year: '2024' };
    expect(await refusal(edit(made.id, fresh, 1))).toMatchObject({
      kind: 'conflict',
      message: 'This certificate was changed by someone else. Reload it and try again.',
    });
    expect((await refusal(lookUp(certificateCode(fresh)))).kind).toBe('not-found');
    expect((await lookUp(certificateCode(fields))).version).toBe(2);
  });
});

describe('an edit of the code racing another edit', () => {
  it('gives the new code back when the certificate changed meanwhile', async () => {
    const fields = holder('Racer');
    const made = await issue(fields);
    // Another edit lands between claiming the new code and letting go of the old one.
    const racing: RecordStore = {
      ...api.records,
      async create(collection, item) {
        const created = await api.records.create(collection, item);
        const now = await api.records.get(collection, made.id);
        await api.records.replace(collection, { ...now!, version: 2 }, 1);
        return created;
      },
    };
    const { log } = memoryLog();
    const content = contentService({
      records: racing,
      files: api.bucket.files,
      media: fakeMediaProcessor(api.bucket.files),
      log,
      now: api.clock.now,
    });
    const moved = { ...fields, year: '2024' };
    expect(
      await refusal(
        content.update(certificate, made.id, { fields: moved, files: {} }, 1, ADMIN_ACTOR),
      ),
    ).toMatchObject({ kind: 'conflict' });
    expect((await refusal(lookUp(certificateCode(moved)))).kind).toBe('not-found');
    expect((await lookUp(certificateCode(fields))).version).toBe(2);
  });
});
