import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  contentResources,
  INCOMING_PREFIX,
  sizedPictureName,
  team,
  uploadKey,
  UPLOAD_PREFIX,
  variantsOf,
} from '@club/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileSweep } from '../src/domain/files/file-sweep.js';
import { s3Client } from '../src/storage/clients.js';
import { s3FileStore } from '../src/storage/file-store.js';
import { testApi } from './support/api.js';
import { pngFile } from './support/files.js';
import { memberFields } from './support/member.js';
import { ADMIN_ACTOR } from './support/actor.js';

let api: Awaited<ReturnType<typeof testApi>>;
let files: ReturnType<typeof s3FileStore>;
beforeAll(async () => {
  api = await testApi();
  files = s3FileStore(s3Client(api.config), api.config.UPLOADS_BUCKET);
});

const HOUR = 60 * 60 * 1000;
/** The sweep as it would run `hours` from now, with the default grace of an hour. */
const sweepAt = (hours: number) =>
  fileSweep({
    records: api.deps.records,
    files,
    now: () => new Date(Date.now() + hours * HOUR),
  }).sweep();

const plant = async (key: string) =>
  files.save({ key, body: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });

const addMember = async (name: string, side = 64) => {
  const photo = await pngFile(`${name}.png`, side, side);
  return api.deps.content.create(
    team,
    {
      fields: memberFields(name),
      files: { image: { name: photo.name, bytes: new Uint8Array(await photo.arrayBuffer()) } },
    },
    ADMIN_ACTOR,
  );
};

describe('the sweep of files no record refers to', () => {
  it('removes a file left without a record once the grace period has passed, and never a file a record names', async () => {
    const member = await addMember('Kept');
    const named = uploadKey('team', String(member.image));
    const orphan = uploadKey('team', `${randomUUID()}.webp`);
    await plant(orphan);

    // Within the grace period the file may be a write in flight: it stays.
    expect((await sweepAt(0)).removed).toEqual([]);
    expect(await api.storedFiles('Upload/image/team/')).toContain(orphan);

    expect((await sweepAt(2)).removed).toEqual([orphan]);
    expect(await api.storedFiles('Upload/image/team/')).toEqual([named]);
    const picture = await api.storedFile(named);
    expect(picture.contentType).toBe('image/webp');
  });

  it('covers the upload folder of every resource with file fields, as the model defines them', async () => {
    const folders = [...new Set(contentResources.flatMap((d) => d.uploadFolder ?? []))];
    expect(folders.length).toBeGreaterThan(5);
    const orphans = folders.map((folder) => uploadKey(folder, `${randomUUID()}.webp`));
    await Promise.all(orphans.map(plant));

    const { removed } = await sweepAt(2);
    expect([...removed].sort()).toEqual(expect.arrayContaining([...orphans].sort()));
    expect(await api.storedFiles(`${UPLOAD_PREFIX.slice(1)}/`)).toHaveLength(
      (await api.deps.records.list(team.name)).length,
    );
  });

  it("keeps a named picture's smaller copies, and removes copies whose picture no record names", async () => {
    const member = await addMember('Pictured', 900);
    const picture = String(member.image);
    const copies = variantsOf(picture).map((file) => uploadKey('team', file));
    expect(copies).toHaveLength(2);
    // Copies left behind by a picture whose record is gone (a crash between the two removals).
    const gone = sizedPictureName(randomUUID(), 1920);
    const orphans = variantsOf(gone).map((file) => uploadKey('team', file));
    await Promise.all(orphans.map(plant));

    const { removed } = await sweepAt(2);
    expect([...removed].sort()).toEqual([...orphans].sort());
    expect(await api.storedFiles('Upload/image/team/')).toEqual(
      expect.arrayContaining([uploadKey('team', picture), ...copies]),
    );
    expect(await api.storedFiles('Upload/image/team/')).not.toEqual(
      expect.arrayContaining([orphans[0]]),
    );
  });

  it('removes direct uploads no record adopted after a day, as the bucket lifecycle does in AWS', async () => {
    const upload = `${INCOMING_PREFIX}${randomUUID()}`;
    await plant(upload);

    expect((await sweepAt(2)).removed).not.toContain(upload);
    expect(await api.storedFiles(INCOMING_PREFIX)).toContain(upload);
    expect((await sweepAt(25)).removed).toContain(upload);
    expect(await api.storedFiles(INCOMING_PREFIX)).not.toContain(upload);
  });
});

describe('stored files', () => {
  const head = async (key: string) =>
    s3Client(api.config).send(
      new HeadObjectCommand({ Bucket: api.config.UPLOADS_BUCKET, Key: key }),
    );

  it('are shown in the page when they are pictures or videos the API stores, and downloaded otherwise', async () => {
    const picture = uploadKey('team', `${randomUUID()}.webp`);
    await files.save({ key: picture, body: new Uint8Array([1]), contentType: 'image/webp' });
    const page = uploadKey('team', `${randomUUID()}.html`);
    await files.save({
      key: page,
      body: new TextEncoder().encode('<h1>hi</h1>'),
      contentType: 'text/html',
    });

    expect(await head(picture)).toMatchObject({
      ContentType: 'image/webp',
      ContentDisposition: 'inline',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head(page)).toMatchObject({
      ContentType: 'application/octet-stream',
      ContentDisposition: 'attachment',
    });

    const copy = uploadKey('team', `${randomUUID()}.svg`);
    await files.copy(picture, copy, 'image/svg+xml');
    expect(await head(copy)).toMatchObject({
      ContentType: 'application/octet-stream',
      ContentDisposition: 'attachment',
    });
  });
});
