import { beforeAll, describe, expect, it } from 'vitest';
import { binKey, DELETED_PATH, legacyPath, team, uploadKey } from '@club/model';
import { fakeImage, pngFile } from './support/files.js';
import { ADMIN, testApi } from './support/api.js';
import { formOf, memberFields } from './support/member.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

const memberForm = async (overrides: Record<string, string | File | undefined> = {}) => {
  const values = { ...memberFields(), image: await pngFile(), ...overrides };
  return { form: formOf(values), name: String(values.name) };
};

const teamView = async () =>
  (await api.call('GET', legacyPath(team, 'list'))).body as Record<string, string>[];

describe('team through the calls of spec §7', () => {
  it('adds a member with a photo, lists it with _id, serves the re-encoded picture, and deletes it into Recently deleted with its picture', async () => {
    const { form, name } = await memberForm();
    const added = await api.call('POST', legacyPath(team, 'add'), { form, cookie });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Team member added successfully.');

    const member = (await teamView()).find((m) => m.name === name);
    expect(member).toMatchObject({ position: 'Mentor', whatsapp: '01712345678' });
    expect(member?._id).toBe(added.body.data._id);
    expect(member?.image).toMatch(/^[\w-]+\.webp$/);

    const stored = await api.storedFile(uploadKey('team', member!.image!));
    expect(stored.contentType).toBe('image/webp');
    expect(Buffer.from(stored.bytes).subarray(8, 12).toString()).toBe('WEBP');

    const deleted = await api.call('DELETE', legacyPath(team, 'remove', member!._id), { cookie });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'Team member deleted successfully.' },
    });
    expect((await teamView()).some((m) => m._id === member!._id)).toBe(false);
    // The old face's delete keeps it in Recently deleted too, its picture with it in the bin,
    // off the public folder.
    const picture = uploadKey('team', member!.image!);
    expect(await api.storedFiles(picture)).toEqual([]);
    expect(await api.storedFiles(binKey(picture))).toEqual([binKey(picture)]);
    const bin = await api.call('GET', DELETED_PATH, { cookie });
    expect(bin.body.find((r: { recordId: string }) => r.recordId === member!._id)).toMatchObject({
      who: ADMIN.email,
      record: { image: member!.image },
    });
  });

  it('refuses every write without an admin session and changes nothing', async () => {
    const { form, name } = await memberForm();
    expect((await api.call('POST', legacyPath(team, 'add'), { form })).status).toBe(401);
    expect((await teamView()).some((m) => m.name === name)).toBe(false);

    const { form: ok } = await memberForm();
    const id = (await api.call('POST', legacyPath(team, 'add'), { form: ok, cookie })).body.data
      ._id;
    const refused = await api.call('DELETE', legacyPath(team, 'remove', id));
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'Please log in as the administrator first.' },
    });
    const forged = await api.call('DELETE', legacyPath(team, 'remove', id), {
      cookie: 'club_session=forged',
    });
    expect(forged.status).toBe(401);
    expect((await teamView()).some((m) => m._id === id)).toBe(true);
  });

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const { form, name } = await memberForm({ image: fakeImage() });
    const answer = await api.call('POST', legacyPath(team, 'add'), { form, cookie });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { image: 'Image must be a picture (JPEG, PNG, WebP, GIF or AVIF).' } },
    });
    expect((await teamView()).some((m) => m.name === name)).toBe(false);
  });

  it('says so when the member to delete is already gone', async () => {
    const answer = await api.call('DELETE', legacyPath(team, 'remove', 'no-such-id'), { cookie });
    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'This team member no longer exists.' },
    });
  });
});
