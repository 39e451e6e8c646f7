import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_PATH,
  adminPath,
  binKey,
  certificate,
  DELETED_DAYS,
  DELETED_PATH,
  deletedId,
  DID_DOCUMENT_PATH,
  event,
  fileKey,
  historyPath,
  PASSWORD_PATHS,
  recordPath,
  REPLACED_FILE_DAYS,
  restoreDeletedPath,
  restoreVersionPath,
  restPath,
  STATUS_LIST_PATH,
  storedFilesOf,
  subEvent,
  team,
  type RecordChange,
} from '@club/model';
import { pngBytes } from '@club/testkit';
import { didWebOf } from '@club/credentials';
import { verifyCredential } from '@club/credentials/verify';
import { fileSweep } from '../src/domain/files/file-sweep.js';
import { issuerPublication } from '../src/domain/certificates/issuer-publication.js';
import { s3Client } from '../src/storage/clients.js';
import { s3FileStore } from '../src/storage/file-store.js';
import { TEST_SITE, testApi } from './support/api.js';
import { memberFields, subEventFields } from './support/member.js';
import { directUploads } from './support/uploads.js';

// The rules (moves, refusals, expiry) are unit/record-history.test.ts's; these are the calls,
// the files in S3 and the table as DynamoDB keeps them, and who may make them.
let api: Awaited<ReturnType<typeof testApi>>;
let owner: string;
let editor: { email: string; cookie: string };
beforeAll(async () => {
  api = await testApi();
  owner = await api.login();
  editor = await invitedEditor();
});

/** An editor invited by the owner, its password set from the mailed link, signed in. */
const invitedEditor = async () => {
  const email = `editor.${crypto.randomUUID().slice(0, 8)}@club.test`;
  const invite = await api.call('POST', ACCOUNTS_PATH, {
    cookie: owner,
    json: { email, role: 'editor' },
  });
  expect(invite.status).toBe(201);
  const mail = (await api.sentMail()).filter((m) => m.destination.to.includes(email)).at(-1);
  const token = new URL(/https:\/\/\S+/.exec(mail?.body.text ?? '')![0]).hash.slice(7);
  const password = 'a long new secret';
  expect((await api.call('POST', PASSWORD_PATHS.set, { json: { token, password } })).status).toBe(
    200,
  );
  const login = await api.call('POST', adminPath('login'), { json: { email, password } });
  return { email, cookie: login.cookies[0]!.split(';')[0]! };
};

const upload = directUploads(() => ({ api, cookie: owner }));
const photo = async (side: number) =>
  upload('team', 'image', new Uint8Array(await pngBytes(side, side)), 'image/png');
// An upload is the account's that asked for it: the editor's edits send the editor's.
const editorUpload = directUploads(() => ({ api, cookie: editor.cookie }));

/** The bytes of each stored file of a picture, its smaller copies with it. */
const bytesOf = async (image: string) =>
  Promise.all(
    storedFilesOf(image).map(async (f) => (await api.storedFile(fileKey(team, f))).bytes),
  );

const addMember = async (name: string, side = 800) => {
  const created = await api.call('POST', restPath(team), {
    json: { ...memberFields(name), image: { upload: await photo(side) } },
    cookie: owner,
  });
  expect(created.status).toBe(201);
  return created.body as Record<string, unknown> & { id: string; version: number; image: string };
};

const historyOf = async (id: string, cookie = editor.cookie) => {
  const answer = await api.call('GET', historyPath(team, id), { cookie });
  expect(answer.status).toBe(200);
  return answer.body as RecordChange[];
};

const withoutStamps = ({ version: _v, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

describe('history and restore', () => {
  it('an edit shows in the history with who and what; restoring a version brings back its exact fields and picture', async () => {
    const made = await addMember('Rafi Karim');
    const firstBytes = await bytesOf(made.image);
    const edited = await api.call('PUT', recordPath(team, made.id), {
      json: {
        ...made,
        position: 'Drone Lead',
        image: {
          upload: await editorUpload(
            'team',
            'image',
            new Uint8Array(await pngBytes(500, 500)),
            'image/png',
          ),
        },
        version: made.version,
      },
      cookie: editor.cookie,
    });
    expect(edited.status).toBe(200);

    const [change, created] = await historyOf(made.id);
    expect(change).toMatchObject({
      action: 'update',
      who: editor.email,
      changed: ['position', 'image'],
      before: { position: 'Mentor', image: made.image },
      after: { position: 'Drone Lead', image: edited.body.image },
    });
    expect(Date.now() - Date.parse(change!.at)).toBeLessThan(60_000);
    expect(created).toMatchObject({ action: 'create', who: 'admin@club.test' });

    // Stale first: the form shows an older version than the record has.
    const stale = await api.call('POST', restoreVersionPath(team, made.id, created!.id), {
      json: { version: made.version },
      cookie: editor.cookie,
    });
    expect(stale.status).toBe(409);
    const restored = await api.call('POST', restoreVersionPath(team, made.id, created!.id), {
      json: { version: edited.body.version },
      cookie: editor.cookie,
    });
    expect(restored.status).toBe(200);
    const now = await api.call('GET', recordPath(team, made.id), { cookie: owner });
    expect(withoutStamps(now.body)).toEqual(withoutStamps(made));
    expect(now.body.version).toBe(edited.body.version + 1);
    expect(await bytesOf(now.body.image)).toEqual(firstBytes);
    expect((await historyOf(made.id, owner))[0]).toMatchObject({
      action: 'restore',
      who: editor.email,
      changed: ['position', 'image'],
    });
  });

  it('a deleted record is listed in Recently deleted and comes back with its exact fields and picture', async () => {
    const made = await addMember('Nadia Islam');
    const bytes = await bytesOf(made.image);
    expect(
      (await api.call('DELETE', recordPath(team, made.id), { cookie: editor.cookie })).status,
    ).toBe(200);

    const listed = await api.call('GET', DELETED_PATH, {
      query: { range: '[0,9]', filter: JSON.stringify({ resource: 'team' }) },
      cookie: owner,
    });
    expect(listed.status).toBe(200);
    expect(listed.headers['content-range']).toBe('deleted 0-0/1');
    expect(listed.body[0]).toMatchObject({
      id: deletedId('team', made.id),
      title: 'Nadia Islam',
      who: editor.email,
      record: made,
    });
    expect(Date.parse(listed.body[0].until) - Date.parse(listed.body[0].deletedAt)).toBe(
      DELETED_DAYS * 24 * 3600_000,
    );

    const restored = await api.call('POST', restoreDeletedPath(deletedId('team', made.id)), {
      cookie: editor.cookie,
    });
    expect(restored.status).toBe(200);
    const back = await api.call('GET', recordPath(team, made.id), { cookie: owner });
    expect(withoutStamps(back.body)).toEqual(withoutStamps(made));
    expect(await bytesOf(back.body.image)).toEqual(bytes);
    const after = await api.call('GET', DELETED_PATH, { cookie: owner });
    expect(after.headers['content-range']).toBe('deleted 0-0/0');
    expect((await historyOf(made.id)).map((c) => c.action)).toEqual([
      'restore',
      'delete',
      'create',
    ]);
  });

  it('the sweep keeps the files of earlier versions and deleted records while they can be restored, then removes them', async () => {
    const made = await addMember('Swept Later');
    const replaced = await api.call('PUT', recordPath(team, made.id), {
      json: { ...made, image: { upload: await photo(600) }, version: made.version },
      cookie: owner,
    });
    expect(replaced.status).toBe(200);
    await api.call('DELETE', recordPath(team, made.id), { cookie: owner });
    // The earlier picture is kept where it was; the deleted record's own waits in the bin.
    const letGo = [
      ...storedFilesOf(made.image).map((f) => fileKey(team, f)),
      ...storedFilesOf(replaced.body.image as string).map((f) => binKey(fileKey(team, f))),
    ];
    const sweepAfter = (days: number) =>
      fileSweep({
        records: api.deps.records,
        files: s3FileStore(s3Client(api.config), api.config.UPLOADS_BUCKET),
        now: () => new Date(Date.now() + days * 24 * 3600_000),
      }).sweep();

    const within = await sweepAfter(Math.min(REPLACED_FILE_DAYS, DELETED_DAYS) - 1);
    expect(within.removed.filter((key) => letGo.includes(key))).toEqual([]);
    const after = await sweepAfter(Math.max(REPLACED_FILE_DAYS, DELETED_DAYS) + 1);
    expect(after.removed).toEqual(expect.arrayContaining(letGo));
    const stored = await api.storedFiles(fileKey(team, ''));
    const binned = await api.storedFiles(binKey(fileKey(team, '')));
    expect([...stored, ...binned].filter((key) => letGo.includes(key))).toEqual([]);
    // Files records name stay, whenever the sweep runs.
    for (const member of await api.deps.records.list(team.name))
      expect(stored).toContain(fileKey(team, String(member.image)));
  });

  it('refuses to restore when the event is gone, the code is taken or the file is gone, and changes nothing', async () => {
    const eventForm = async (title: string) => ({
      title,
      description: 'A day of robots.',
      description1: 'One',
      description2: 'Two',
      description3: 'Three',
      image: {
        upload: await upload(
          'event',
          'image',
          new Uint8Array(await pngBytes(300, 200)),
          'image/png',
        ),
      },
    });
    const robo = await api.call('POST', restPath(event), {
      json: await eventForm('Robo Fest History'),
      cookie: owner,
    });
    const race = await api.call('POST', restPath(subEvent), {
      json: {
        ...subEventFields('Line Race'),
        eventName: 'Robo Fest History',
        imageOrVideo: {
          upload: await upload(
            'sub-event',
            'imageOrVideo',
            new Uint8Array(await pngBytes(300, 200)),
            'image/png',
          ),
        },
      },
      cookie: owner,
    });
    expect([robo.status, race.status]).toEqual([201, 201]);
    await api.call('DELETE', recordPath(subEvent, race.body.id), { cookie: owner });
    await api.call('DELETE', recordPath(event, robo.body.id), { cookie: owner });
    const orphan = await api.call(
      'POST',
      restoreDeletedPath(deletedId('sub-event', race.body.id)),
      { cookie: owner },
    );
    expect(orphan).toMatchObject({
      status: 409,
      body: {
        message:
          "The event 'Robo Fest History' that this sub-event belongs to no longer exists. Restore or add it first, then restore this sub-event.",
      },
    });
    expect(
      (await api.call('GET', recordPath(subEvent, race.body.id), { cookie: owner })).status,
    ).toBe(404);

    // A certificate whose code was issued again meanwhile.
    const fields = {
      name: 'Tasnim',
      event: 'Robo Carnival 2025',
      univarsity: 'BUET',
      position: 'Champion',
      year: '2025',
    };
    const picture = async () => ({
      upload: await upload(
        'certificate',
        'image',
        new Uint8Array(await pngBytes(300, 200)),
        'image/png',
      ),
    });
    const first = await api.call('POST', restPath(certificate), {
      json: { ...fields, image: await picture() },
      cookie: owner,
    });
    await api.call('DELETE', recordPath(certificate, first.body.id), { cookie: owner });
    const again = await api.call('POST', restPath(certificate), {
      json: { ...fields, image: await picture() },
      cookie: owner,
    });
    const taken = await api.call(
      'POST',
      restoreDeletedPath(deletedId('certificate', first.body.id)),
      {
        cookie: owner,
      },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('already exists');
    expect(
      (await api.call('GET', recordPath(certificate, again.body.id), { cookie: owner })).body,
    ).toEqual(again.body);

    // A version whose picture is gone from the bucket.
    const made = await addMember('Lost Picture');
    const edited = await api.call('PUT', recordPath(team, made.id), {
      json: { ...made, image: { upload: await photo(500) }, version: made.version },
      cookie: owner,
    });
    await s3FileStore(s3Client(api.config), api.config.UPLOADS_BUCKET).remove(
      fileKey(team, made.image),
    );
    const [, created] = await historyOf(made.id);
    const gone = await api.call('POST', restoreVersionPath(team, made.id, created!.id), {
      json: { version: edited.body.version },
      cookie: owner,
    });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toMatch(/^The image of this version is no longer kept/);
    expect((await api.call('GET', recordPath(team, made.id), { cookie: owner })).body).toEqual(
      edited.body,
    );
  });

  it('a certificate brought back gets a new credential: the one revoked at its delete stays revoked', async () => {
    const fields = {
      name: 'Arif Hossain',
      event: 'Robo Carnival 2025',
      univarsity: 'BUET',
      position: 'Runner-up',
      year: '2025',
    };
    const issued = await api.call('POST', restPath(certificate), {
      json: {
        ...fields,
        image: {
          upload: await upload(
            'certificate',
            'image',
            new Uint8Array(await pngBytes(300, 200)),
            'image/png',
          ),
        },
      },
      cookie: owner,
    });
    await api.call('DELETE', recordPath(certificate, issued.body.id), { cookie: owner });
    const back = await api.call(
      'POST',
      restoreDeletedPath(deletedId('certificate', issued.body.id)),
      {
        cookie: owner,
      },
    );
    expect(back.status).toBe(200);
    expect(back.body.statusIndex).not.toBe(issued.body.statusIndex);
    const fetchJson = async (address: string) => {
      const published = await issuerPublication(api.deps.records, TEST_SITE);
      if (address === `${TEST_SITE}${DID_DOCUMENT_PATH}`) return published.didDocument;
      if (address === `${TEST_SITE}${STATUS_LIST_PATH}`) return JSON.parse(published.statusList!);
      throw new Error(`HTTP 404 for ${address}`);
    };
    const verdictOf = (credential: string) =>
      verifyCredential(JSON.parse(credential), { issuer: didWebOf(TEST_SITE), fetchJson });
    expect(await verdictOf(back.body.credential)).toEqual({ kind: 'valid' });
    expect(await verdictOf(issued.body.credential)).toEqual({ kind: 'revoked' });
  });

  it('needs a session for every call: none is 401 and changes nothing', async () => {
    const made = await addMember('Guarded');
    await api.call('DELETE', recordPath(team, made.id), { cookie: owner });
    const calls: [string, string][] = [
      ['GET', historyPath(team, made.id)],
      ['POST', restoreVersionPath(team, made.id, 'any')],
      ['GET', DELETED_PATH],
      ['POST', restoreDeletedPath(deletedId('team', made.id))],
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { json: { version: 1 } } : {};
      expect((await api.call(method, path, body)).status, path).toBe(401);
    }
    expect((await api.call('GET', recordPath(team, made.id), { cookie: owner })).status).toBe(404);
  });
});
