import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_PATH,
  adminPath,
  binKey,
  DELETED_PATH,
  deletedId,
  deletedPath,
  fileKey,
  FOR_GOOD_QUERY,
  historyPath,
  PASSWORD_PATHS,
  recordPath,
  restoreDeletedPath,
  restPath,
  servedPathOf,
  storedFilesOf,
  team,
  WITHDRAWN_FILES_COLLECTION,
} from '@club/model';
import { pngBytes } from '@club/testkit';
import { testApi } from './support/api.js';
import { memberFields } from './support/member.js';
import { directUploads } from './support/uploads.js';

// A member who asks to be taken off the site: the files of a record in the bin are out of
// service, and an owner can delete it for good, from the bin or at once.
let api: Awaited<ReturnType<typeof testApi>>;
let owner: string;
let editor: string;
beforeAll(async () => {
  api = await testApi();
  owner = await api.login();
  const email = `editor.${crypto.randomUUID().slice(0, 8)}@club.test`;
  expect(
    (await api.call('POST', ACCOUNTS_PATH, { cookie: owner, json: { email, role: 'editor' } }))
      .status,
  ).toBe(201);
  const mail = (await api.sentMail()).filter((m) => m.destination.to.includes(email)).at(-1);
  const token = new URL(/https:\/\/\S+/.exec(mail?.body.text ?? '')![0]).hash.slice(7);
  const password = 'a long new secret';
  await api.call('POST', PASSWORD_PATHS.set, { json: { token, password } });
  const login = await api.call('POST', adminPath('login'), { json: { email, password } });
  editor = login.cookies[0]!.split(';')[0]!;
});

const upload = directUploads(() => ({ api, cookie: owner }));
const photo = async (side: number) =>
  upload('team', 'image', new Uint8Array(await pngBytes(side, side)), 'image/png');

const addMember = async (name: string) => {
  const created = await api.call('POST', restPath(team), {
    json: { ...memberFields(name), image: { upload: await photo(900) } },
    cookie: owner,
  });
  expect(created.status).toBe(201);
  return created.body as Record<string, unknown> & { id: string; version: number; image: string };
};

/** Every key of a picture (its smaller copies with it) at its public address. */
const servedKeys = (image: string) => storedFilesOf(image).map((f) => fileKey(team, f));
const served = async () => api.storedFiles(fileKey(team, ''));
const binned = async () => api.storedFiles(binKey(fileKey(team, '')));
const changesIn = async (id: string) => api.deps.records.list(`history/team/${id}`);

describe('a deleted record’s files, and deleting for good', () => {
  it('a delete takes the picture and its copies out of service; a restore puts them back', async () => {
    const made = await addMember('Binned Picture');
    const keys = servedKeys(made.image);
    expect(keys.length).toBeGreaterThan(1);
    expect(await served()).toEqual(expect.arrayContaining(keys));

    expect((await api.call('DELETE', recordPath(team, made.id), { cookie: editor })).status).toBe(
      200,
    );
    const afterDelete = await served();
    expect(keys.filter((k) => afterDelete.includes(k))).toEqual([]);
    expect(await binned()).toEqual(expect.arrayContaining(keys.map(binKey)));
    // The CDN holds a stored file for a year: the next publish has it drop each address.
    const withdrawn = await api.deps.records.list(WITHDRAWN_FILES_COLLECTION);
    expect(withdrawn.map((w) => w.path)).toEqual(expect.arrayContaining(keys.map(servedPathOf)));

    const restored = await api.call('POST', restoreDeletedPath(deletedId('team', made.id)), {
      cookie: editor,
    });
    expect(restored.status).toBe(200);
    expect(await served()).toEqual(expect.arrayContaining(keys));
    const leftInBin = await binned();
    expect(keys.map(binKey).filter((k) => leftInBin.includes(k))).toEqual([]);
    const picture = await api.storedFile(keys[0]!);
    expect(picture.contentType).toBe('image/webp');
  });

  it('an owner deletes a record in Recently deleted for good: no copy, no files of any version, no history', async () => {
    const made = await addMember('Asked To Leave');
    const edited = await api.call('PUT', recordPath(team, made.id), {
      json: { ...made, image: { upload: await photo(700) }, version: made.version },
      cookie: owner,
    });
    expect(edited.status).toBe(200);
    await api.call('DELETE', recordPath(team, made.id), { cookie: owner });
    const id = deletedId('team', made.id);
    const keys = [...servedKeys(made.image), ...servedKeys(String(edited.body.image))];

    // An editor may not: 403 with the reason, and nothing changes.
    const refused = await api.call('DELETE', deletedPath(id), { cookie: editor });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('Only an owner of the site can delete');
    expect((await api.call('GET', DELETED_PATH, { cookie: owner })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );
    expect(await changesIn(made.id)).toHaveLength(3);

    const gone = await api.call('DELETE', deletedPath(id), { cookie: owner });
    expect(gone.status).toBe(200);
    const listed = (await api.call('GET', DELETED_PATH, { cookie: owner })).body as {
      id: string;
    }[];
    expect(listed.map((r) => r.id)).not.toContain(id);
    const everyKey = [...(await served()), ...(await binned())];
    expect(keys.filter((k) => everyKey.includes(k) || everyKey.includes(binKey(k)))).toEqual([]);
    expect(await changesIn(made.id)).toEqual([]);
    const history = await api.call('GET', historyPath(team, made.id), { cookie: owner });
    expect(history.body).toEqual([]);
    expect((await api.call('POST', restoreDeletedPath(id), { cookie: owner })).status).toBe(404);
    // Audited without the name it removed.
    const { entries } = await api.deps.audit.query({ q: 'for good' });
    expect(entries[0]?.what).toBe('Deleted a team member for good, with its files and history');
    expect(JSON.stringify(entries)).not.toContain('Asked To Leave');
  });

  it('an owner deletes a live record for good in one call; an editor is refused and nothing changes', async () => {
    const made = await addMember('Gone At Once');
    const keys = servedKeys(made.image);
    const path = recordPath(team, made.id);
    const query = Object.fromEntries(new URLSearchParams(FOR_GOOD_QUERY));

    const refused = await api.call('DELETE', path, { cookie: editor, query });
    expect(refused.status).toBe(403);
    expect((await api.call('GET', recordPath(team, made.id), { cookie: owner })).status).toBe(200);
    expect(await served()).toEqual(expect.arrayContaining(keys));

    expect((await api.call('DELETE', path, { cookie: owner, query })).status).toBe(200);
    expect((await api.call('GET', recordPath(team, made.id), { cookie: owner })).status).toBe(404);
    const deleted = (await api.call('GET', DELETED_PATH, { cookie: owner })).body as {
      id: string;
    }[];
    expect(deleted.map((r) => r.id)).not.toContain(deletedId('team', made.id));
    const everyKey = [...(await served()), ...(await binned())];
    expect(keys.filter((k) => everyKey.includes(k) || everyKey.includes(binKey(k)))).toEqual([]);
    expect(await changesIn(made.id)).toEqual([]);
    // The delete is audited without the name; the earlier entries stay (who added it, when).
    const { entries } = await api.deps.audit.query({ q: 'Gone At Once' });
    expect(entries.map((e) => e.what)).toEqual(['Created team member “Gone At Once”']);
  });
});
