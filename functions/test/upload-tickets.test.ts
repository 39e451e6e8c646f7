import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  advertisement,
  fileKey,
  INCOMING_PREFIX,
  legacyPath,
  restPath,
  subEvent,
  team,
} from '@club/model';
import { renderDemoVideo } from '@club/demo';
import { s3Client } from '../src/storage/clients.js';
import { testApi } from './support/api.js';
import { pngFile } from './support/files.js';
import { formOf, memberFields, subEventFields } from './support/member.js';
import { directUploads } from './support/uploads.js';
import { mp4WithScript, webmWithScript } from '@club/testkit';
import { mp4Bytes } from './support/uploads-media.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;

beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

const upload = directUploads(() => ({ api, cookie }));
const png = async () => new Uint8Array(await (await pngFile('p.png', 300, 300)).arrayBuffer());
const uuid = () => crypto.randomUUID();

const create = (path: string, json: Record<string, unknown>) =>
  api.call('POST', path, { json, cookie });

/** The upload's ticket as the table keeps it, changed as a test needs. */
const changeTicket = async (key: string, change: Record<string, unknown>) => {
  const id = key.slice(INCOMING_PREFIX.length);
  const ticket = await api.deps.records.get('upload-ticket', id);
  await api.deps.records.put('upload-ticket', { ...ticket!, ...change });
};

const fileErrors = (answers: { body: { errors?: Record<string, string> } }[], field: string) =>
  answers.map((a) => a.body.errors?.[field]);

describe('one upload, one record', () => {
  it('lets exactly one of six parallel saves take a picture; the others are told why', async () => {
    const key = await upload('team', 'image', await png(), 'image/png');
    const name = `Twin ${uuid().slice(0, 6)}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        create(restPath(team), { ...memberFields(), name, image: { upload: key } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const lost = answers.filter((a) => a.status === 400);
    expect(new Set(fileErrors(lost, 'image'))).toEqual(
      new Set([
        'Image: this file was already saved with another record. Please choose the file again.',
      ]),
    );
    const saved = (await api.deps.content.list(team)).filter((m) => m.name === name);
    expect(saved).toHaveLength(1);
    expect(await api.storedFiles(fileKey(team, ''))).toContain(
      fileKey(team, String(saved[0]!.image)),
    );
  });

  it('does the same for a video', async () => {
    const key = await upload('sub-event', 'imageOrVideo', mp4Bytes(), 'video/mp4');
    const header = `Race ${uuid().slice(0, 6)}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create(restPath(subEvent), {
          ...subEventFields(`${header} ${i}`),
          imageOrVideo: { upload: key },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const saved = (await api.deps.content.list(subEvent)).filter((s) =>
      String(s.header).startsWith(header),
    );
    expect(saved).toHaveLength(1);
  });
});

describe('only uploads the API handed out, as it handed them out', () => {
  it('refuses a well-formed key no ticket was given for, and leaves the file alone', async () => {
    const key = `${INCOMING_PREFIX}${uuid()}`;
    await s3Client(api.config).send(
      new PutObjectCommand({ Bucket: api.config.UPLOADS_BUCKET, Key: key, Body: await png() }),
    );
    const answer = await create(restPath(team), { ...memberFields(), image: { upload: key } });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: { image: 'Image: the upload was not recognised. Please choose the file again.' },
      },
    });
    expect(await api.storedFiles(key)).toEqual([key]);
  });

  it('refuses an upload made for another field or kind of record, and it stays usable', async () => {
    const key = await upload('team', 'image', await png(), 'image/png');
    const elsewhere = await create(restPath(advertisement), {
      name: 'Sponsor',
      image: { upload: key },
    });
    expect(elsewhere).toMatchObject({
      status: 400,
      body: {
        errors: {
          image: 'Image: this file was uploaded for another field. Please choose the file again.',
        },
      },
    });
    const right = await create(restPath(team), { ...memberFields(), image: { upload: key } });
    expect(right.status).toBe(201);
  });

  it('refuses an upload whose ticket has expired, or was handed to another account', async () => {
    const expired = await upload('team', 'image', await png(), 'image/png');
    await changeTicket(expired, { usableUntil: Date.now() - 1000 });
    const late = await create(restPath(team), { ...memberFields(), image: { upload: expired } });
    expect(late.body.errors).toEqual({
      image: 'Image: the upload has expired. Please choose the file again.',
    });

    const theirs = await upload('team', 'image', await png(), 'image/png');
    await changeTicket(theirs, { account: 'someone.else@club.test' });
    const stolen = await create(restPath(team), { ...memberFields(), image: { upload: theirs } });
    expect(stolen.body.errors).toEqual({
      image: 'Image: the upload was not recognised. Please choose the file again.',
    });
  });

  it('refuses a video posted with a ticket for a picture', async () => {
    const key = await upload('sub-event', 'imageOrVideo', await png(), 'image/png');
    // The bucket keeps whatever is posted with the form locally (s3rver checks no policy).
    await s3Client(api.config).send(
      new PutObjectCommand({ Bucket: api.config.UPLOADS_BUCKET, Key: key, Body: mp4Bytes() }),
    );
    const answer = await create(restPath(subEvent), {
      ...subEventFields(`Swapped ${uuid().slice(0, 6)}`),
      imageOrVideo: { upload: key },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { imageOrVideo: 'Image or video must be a picture or an MP4/WebM video.' } },
    });
  });
});

describe('videos carrying a page', () => {
  const cases = async () =>
    [
      ['an MP4 with a script in a free box', mp4WithScript(), 'video/mp4'],
      [
        'a WebM with a page after it',
        webmWithScript(await renderDemoVideo({ hue: 40, seconds: 1 })),
        'video/webm',
      ],
    ] as const;

  it('are refused when uploaded to the bucket, and nothing is stored', async () => {
    for (const [what, bytes, type] of await cases()) {
      const before = await api.storedFiles(fileKey(subEvent, ''));
      const key = await upload('sub-event', 'imageOrVideo', bytes, type);
      const answer = await create(restPath(subEvent), {
        ...subEventFields(`${what} ${uuid().slice(0, 6)}`),
        imageOrVideo: { upload: key },
      });
      expect(answer.status, what).toBe(400);
      expect(answer.body.errors, what).toEqual({
        imageOrVideo: 'Image or video must be a picture or an MP4/WebM video.',
      });
      expect(await api.storedFiles(fileKey(subEvent, '')), what).toEqual(before);
      expect(await api.storedFiles(key), what).toEqual([]);
    }
  });

  it('are refused when sent in the old multipart form', async () => {
    for (const [what, bytes, type] of await cases()) {
      const form = formOf({
        ...subEventFields(`${what} ${uuid().slice(0, 6)}`),
        imageOrVideo: new File([bytes], 'race', { type }),
      });
      const answer = await api.call('POST', legacyPath(subEvent, 'add'), { form, cookie });
      expect(answer.status, what).toBe(400);
    }
  });
});
