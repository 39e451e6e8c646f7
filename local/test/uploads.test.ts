import type { Server } from 'node:http';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificate,
  certificateCode,
  fileKey,
  fileUrl,
  historyPath,
  legacyPath,
  requiredMessage,
  restPath,
  subEvent,
  team,
  UPLOADS_PATH,
  type UploadTicket,
  variantsOf,
} from '@club/model';
import { createGateway } from '../src/gateway.js';
import { freePort } from '@club/emulators';
import { renderDemoVideo } from '@club/demo';
import { s3Client } from '@club/functions';
import {
  testApi,
  pngFile,
  formOf,
  memberFields,
  subEventFields,
  directUploads,
  disguisedHtml,
  mp4Bytes,
} from '@club/functions/testing';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
let gateway: Server;
let site: string;

beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
  // The local CDN stand-in, so stored files are fetched the way visitors fetch them.
  const nothing = (_req: unknown, res: { end(): void }) => res.end();
  gateway = createGateway({
    api: 'http://127.0.0.1:9',
    uploads: `${api.config.S3_ENDPOINT}/${api.config.UPLOADS_BUCKET}`,
    admin: nothing,
    site: nothing,
  });
  const port = await freePort();
  await new Promise<void>((done) => gateway.listen(port, '127.0.0.1', done));
  site = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((done) => (gateway ? gateway.close(() => done()) : done())));

const ask = (body: Record<string, unknown>, who = cookie) =>
  api.call('POST', UPLOADS_PATH, { json: body, ...(who ? { cookie: who } : {}) });

/** Asks for a presigned POST and sends the file with it, as the console does. */
const upload = directUploads(() => ({ api, cookie }));

const png = async (width = 1200, height = 800) =>
  new Uint8Array(await (await pngFile('p.png', width, height)).arrayBuffer());

const isStored = async (key: string) =>
  (await api.storedFiles(key)).some((stored) => stored === key);

describe('POST /api/v1/uploads (a presigned POST for one file)', () => {
  it('answers a form bounded to the declared type and size, for a key under incoming/', async () => {
    const answer = await ask({
      resource: 'sub-event',
      field: 'imageOrVideo',
      contentType: 'video/webm',
      size: 20 * 1024 * 1024,
      name: 'race.webm',
    });
    expect(answer.status).toBe(201);
    const { url, fields, key } = answer.body as UploadTicket;
    expect(key).toMatch(/^incoming\/[0-9a-f-]{36}$/);
    expect(url).toBe(`${api.config.S3_ENDPOINT}/${api.config.UPLOADS_BUCKET}`);
    expect(fields).toMatchObject({ key, 'Content-Type': 'video/webm' });
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 100 * 1024 * 1024],
        ['eq', '$Content-Type', 'video/webm'],
      ]),
    );
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('bounds a picture by the picture limit, even in a field that also takes videos', async () => {
    const answer = await ask({
      resource: 'team',
      field: 'image',
      contentType: 'image/jpeg',
      size: 1000,
      name: 'me.jpg',
    });
    const policy = JSON.parse(Buffer.from(answer.body.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024]);
  });

  it('refuses with a message a person can act on', async () => {
    const good = {
      resource: 'team',
      field: 'image',
      contentType: 'image/png',
      size: 10,
      name: 'a.png',
    };
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [
        { ...good, resource: 'robots' },
        { resource: 'There is no such kind of record to upload a file for.' },
      ],
      [{ ...good, field: 'photo' }, { field: "Team have no file field 'photo'." }],
      [{ ...good, field: 'name' }, { field: "Team have no file field 'name'." }],
      [
        { ...good, contentType: 'video/mp4', name: 'clip.mp4' },
        {
          image: 'clip.mp4 cannot be used: Image must be a picture (JPEG, PNG, WebP, GIF or AVIF).',
        },
      ],
      [
        { ...good, size: 21 * 1024 * 1024, name: 'huge.png' },
        { image: 'huge.png is too large: pictures can be at most 20 MB.' },
      ],
      [
        {
          ...good,
          resource: 'sub-event',
          field: 'imageOrVideo',
          contentType: 'video/mp4',
          size: 101 * 1024 * 1024,
          name: 'long.mp4',
        },
        { imageOrVideo: 'long.mp4 is too large: videos can be at most 100 MB.' },
      ],
      [
        { ...good, size: 0 },
        { image: 'a.png is empty or its size is unknown. Please choose it again.' },
      ],
    ];
    for (const [body, errors] of refusals)
      expect(await ask(body)).toMatchObject({ status: 400, body: { errors } });
  });

  it('answers 401 to anyone without the admin session', async () => {
    const answer = await ask(
      { resource: 'team', field: 'image', contentType: 'image/png', size: 10, name: 'a.png' },
      '',
    );
    expect(answer.status).toBe(401);
    expect(answer.body.fields).toBeUndefined();
  });
});

describe('a record adopting a file uploaded straight to the bucket', () => {
  it('re-encodes a picture to WebP in the folder and serves it under /Upload', async () => {
    const key = await upload('team', 'image', await png(2400, 1600), 'image/png');
    const created = await api.call('POST', restPath(team), {
      json: { ...memberFields(), image: { upload: key } },
      cookie,
    });
    expect(created.status).toBe(201);
    expect(created.body.image).toMatch(/^[0-9a-f-]{36}_420-720-1200-1920\.webp$/);
    expect(await isStored(key)).toBe(false);

    const served = await fetch(`${site}${fileUrl(team, created.body.image)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 1280 });
    // Its smaller copies are served the same way, as the srcset of each <img> names them.
    const copies = await Promise.all(
      variantsOf(created.body.image).map(async (copy) => {
        const answer = await fetch(`${site}${fileUrl(team, copy)}`);
        const bytes = Buffer.from(await answer.arrayBuffer());
        return [answer.headers.get('content-type'), (await sharp(bytes).metadata()).width];
      }),
    );
    expect(copies).toEqual([
      ['image/webp', 420],
      ['image/webp', 720],
      ['image/webp', 1200],
    ]);
  });

  it('keeps a WebM video byte for byte, with its type and long caching', async () => {
    const video = await renderDemoVideo({ hue: 200, seconds: 1 });
    const key = await upload('sub-event', 'imageOrVideo', video, 'video/webm');
    const created = await api.call('POST', restPath(subEvent), {
      json: { ...subEventFields('WebM race'), imageOrVideo: { upload: key } },
      cookie,
    });
    expect(created.status).toBe(201);
    expect(created.body.imageOrVideo).toMatch(/^[0-9a-f-]{36}\.webm$/);
    expect(created.body.demoPicture).toBe('');
    const served = await fetch(`${site}${fileUrl(subEvent, created.body.imageOrVideo)}`);
    expect(served.headers.get('content-type')).toBe('video/webm');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(video);
    expect(await isStored(key)).toBe(false);
  });

  it('keeps an MP4 video', async () => {
    const video = mp4Bytes();
    const key = await upload('sub-event', 'imageOrVideo', video, 'video/mp4');
    const created = await api.call('POST', restPath(subEvent), {
      json: { ...subEventFields('MP4 race'), imageOrVideo: { upload: key } },
      cookie,
    });
    expect(created.status).toBe(201);
    expect(created.body.imageOrVideo).toMatch(/\.mp4$/);
    const stored = await api.storedFile(fileKey(subEvent, created.body.imageOrVideo));
    expect(stored.contentType).toBe('video/mp4');
    expect(stored.bytes).toEqual(video);
  });

  it('refuses a web page behind an MP4 header, naming the field, and deletes the upload', async () => {
    const key = await upload('sub-event', 'imageOrVideo', disguisedHtml(), 'video/mp4');
    const before = await api.storedFiles(fileKey(subEvent, ''));
    const answer = await api.call('POST', restPath(subEvent), {
      json: { ...subEventFields('Disguised'), imageOrVideo: { upload: key } },
      cookie,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { imageOrVideo: 'Image or video must be a picture or an MP4/WebM video.' } },
    });
    expect(await isStored(key)).toBe(false);
    expect(await api.storedFiles(fileKey(subEvent, ''))).toEqual(before);
  });

  it('refuses a video in a field that takes only pictures, and undoes the other file', async () => {
    const before = await api.storedFiles(fileKey(subEvent, ''));
    const picture = await upload('sub-event', 'imageOrVideo', await png(), 'image/png');
    const video = await upload('sub-event', 'demoPicture', mp4Bytes(), 'image/png');
    const answer = await api.call('POST', restPath(subEvent), {
      json: {
        ...subEventFields('Video as demo'),
        imageOrVideo: { upload: picture },
        demoPicture: { upload: video },
      },
      cookie,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: { demoPicture: 'Demo picture must be a picture (JPEG, PNG, WebP, GIF or AVIF).' },
      },
    });
    // The picture was adopted first, then taken away again with the refused video.
    expect(await api.storedFiles(fileKey(subEvent, ''))).toEqual(before);
    expect(await isStored(picture)).toBe(false);
    expect(await isStored(video)).toBe(false);
  });

  it('takes only keys it handed out, never another file of the bucket', async () => {
    const planted = fileKey(team, 'planted.webp');
    await s3Client(api.config).send(
      new PutObjectCommand({
        Bucket: api.config.UPLOADS_BUCKET,
        Key: planted,
        Body: await png(),
        ContentType: 'image/png',
      }),
    );
    for (const upload of [planted, 'incoming/../Upload/image/team/planted.webp', 'incoming/x']) {
      const answer = await api.call('POST', restPath(team), {
        json: { ...memberFields(), image: { upload } },
        cookie,
      });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          errors: { image: 'Image: the upload was not recognised. Please choose the file again.' },
        },
      });
    }
    expect(await isStored(planted)).toBe(true);
  });

  it('removes the adopted file when the record cannot be written', async () => {
    const fields = {
      name: `Taken ${crypto.randomUUID().slice(0, 6)}`,
      event: 'Robo Carnival',
      univarsity: 'DIU',
      position: 'Champion',
      year: '2025',
    };
    const first = await upload('certificate', 'image', await png(), 'image/png');
    expect(
      (
        await api.call('POST', restPath(certificate), {
          json: { ...fields, image: { upload: first } },
          cookie,
        })
      ).status,
    ).toBe(201);
    const before = await api.storedFiles(fileKey(certificate, ''));

    const second = await upload('certificate', 'image', await png(), 'image/png');
    const answer = await api.call('POST', restPath(certificate), {
      json: { ...fields, image: { upload: second } },
      cookie,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(certificateCode(fields));
    expect(await api.storedFiles(fileKey(certificate, ''))).toEqual(before);
    expect(await isStored(second)).toBe(false);
  });

  it('clears the optional demo picture on edit and keeps its file for a restore; a required file cannot be cleared', async () => {
    const created = await api.call('POST', restPath(subEvent), {
      json: {
        ...subEventFields('With demo'),
        imageOrVideo: {
          upload: await upload('sub-event', 'imageOrVideo', await png(), 'image/png'),
        },
        demoPicture: { upload: await upload('sub-event', 'demoPicture', await png(), 'image/png') },
      },
      cookie,
    });
    expect(created.status).toBe(201);
    const { id, version, imageOrVideo, demoPicture } = created.body;
    expect(demoPicture).toMatch(/\.webp$/);

    const refused = await api.call('PUT', `${restPath(subEvent)}/${id}`, {
      json: { ...subEventFields('With demo'), imageOrVideo: null, demoPicture, version },
      cookie,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { imageOrVideo: requiredMessage(subEvent.fields.imageOrVideo.label) } },
    });

    const cleared = await api.call('PUT', `${restPath(subEvent)}/${id}`, {
      json: { ...subEventFields('With demo'), imageOrVideo, demoPicture: null, version },
      cookie,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ imageOrVideo, demoPicture: '' });
    // The cleared file stays for a restore of the version that named it (the sweep removes it
    // after REPLACED_FILE_DAYS), and the history holds that version.
    expect(await isStored(fileKey(subEvent, demoPicture))).toBe(true);
    expect(await isStored(fileKey(subEvent, imageOrVideo))).toBe(true);
    const [change] = (await api.call('GET', historyPath(subEvent, id), { cookie })).body;
    expect(change).toMatchObject({ changed: ['demoPicture'], before: { demoPicture } });
  });
});

describe('the old multipart calls, checked by the same sniffer', () => {
  it('refuses a web page behind an MP4 header and stores nothing', async () => {
    const before = await api.storedFiles(fileKey(subEvent, ''));
    const form = formOf({
      ...subEventFields('Multipart disguised'),
      imageOrVideo: new File([disguisedHtml()], 'race.mp4', { type: 'video/mp4' }),
    });
    const answer = await api.call('POST', legacyPath(subEvent, 'add'), { form, cookie });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { imageOrVideo: 'Image or video must be a picture or an MP4/WebM video.' } },
    });
    expect(await api.storedFiles(fileKey(subEvent, ''))).toEqual(before);
  });

  it('still takes a real MP4 sent in the form', async () => {
    const form = formOf({
      ...subEventFields('Multipart MP4'),
      imageOrVideo: new File([mp4Bytes()], 'race.mp4', { type: 'video/mp4' }),
    });
    const answer = await api.call('POST', legacyPath(subEvent, 'add'), { form, cookie });
    expect(answer.status).toBe(201);
    const head = await s3Client(api.config).send(
      new HeadObjectCommand({
        Bucket: api.config.UPLOADS_BUCKET,
        Key: fileKey(subEvent, answer.body.data.imageOrVideo),
      }),
    );
    expect(head.ContentType).toBe('video/mp4');
  });
});
