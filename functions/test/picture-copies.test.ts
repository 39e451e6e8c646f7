import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  binKey,
  DELETED_DAYS,
  fileKey,
  recordPath,
  REPLACED_FILE_DAYS,
  restPath,
  team,
  variantsOf,
} from '@club/model';
import { pngBytes } from '@club/testkit';
import { fileSweep } from '../src/domain/files/file-sweep.js';
import { s3Client } from '../src/storage/clients.js';
import { s3FileStore } from '../src/storage/file-store.js';
import { testApi } from './support/api.js';
import { memberFields } from './support/member.js';
import { directUploads } from './support/uploads.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const upload = directUploads(() => ({ api, cookie }));
const photo = async (width: number, height: number) =>
  upload('team', 'image', new Uint8Array(await pngBytes(width, height)), 'image/png');

/** The width of each file stored in the team folder, read back from S3. */
const storedWidths = async () =>
  Object.fromEntries(
    await Promise.all(
      (await api.storedFiles(fileKey(team, ''))).map(async (key) => [
        key,
        (await sharp((await api.storedFile(key)).bytes).metadata()).width,
      ]),
    ),
  );

describe('a picture saved with a record', () => {
  it('is stored in S3 with its smaller copies, kept with it after it is replaced or its record deleted, and swept with it', async () => {
    const created = await api.call('POST', restPath(team), {
      json: { ...memberFields(), image: { upload: await photo(1600, 1600) } },
      cookie,
    });
    expect(created.status).toBe(201);
    const first = String(created.body.image);
    const [first420, first720, first1200] = variantsOf(first).map((f) => fileKey(team, f));
    expect(await storedWidths()).toEqual({
      [fileKey(team, first)]: 1600,
      [first420!]: 420,
      [first720!]: 720,
      [first1200!]: 1200,
    });

    const replaced = await api.call('PUT', recordPath(team, created.body.id), {
      json: { ...created.body, image: { upload: await photo(900, 900) } },
      cookie,
    });
    expect(replaced.status).toBe(200);
    const second = String(replaced.body.image);
    const [second420, second720] = variantsOf(second).map((f) => fileKey(team, f));
    // The replaced picture stays with its copies, for a restore of the version that named it.
    expect(await storedWidths()).toEqual({
      [fileKey(team, first)]: 1600,
      [first420!]: 420,
      [first720!]: 720,
      [first1200!]: 1200,
      [fileKey(team, second)]: 900,
      [second420!]: 420,
      [second720!]: 720,
    });

    const deleted = await api.call('DELETE', recordPath(team, created.body.id), { cookie });
    expect(deleted.status).toBe(200);
    // The record's picture and its copies wait in the bin, off the public folder; the one it
    // replaced stays where a restore of the older version finds it.
    expect(await api.storedFiles(fileKey(team, ''))).toHaveLength(4);
    expect(await api.storedFiles(binKey(fileKey(team, second)))).toEqual([
      binKey(fileKey(team, second)),
    ]);
    expect(await api.storedFiles(binKey(fileKey(team, '')))).toHaveLength(3);
    // Once neither can be restored, the sweep takes each picture with its copies.
    const { removed } = await fileSweep({
      records: api.deps.records,
      files: s3FileStore(s3Client(api.config), api.config.UPLOADS_BUCKET),
      now: () => new Date(Date.now() + (Math.max(REPLACED_FILE_DAYS, DELETED_DAYS) + 1) * DAY_MS),
    }).sweep();
    expect(removed).toHaveLength(7);
    expect(await api.storedFiles(fileKey(team, ''))).toEqual([]);
    expect(await api.storedFiles(binKey(fileKey(team, '')))).toEqual([]);
  });
});
