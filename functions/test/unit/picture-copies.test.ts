import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INCOMING_PREFIX, uploadKey, variantsOf } from '@club/model';
import { jpegBytes, playableMp4, pngBytes } from '@club/testkit';
import { localMediaProcessor } from '../../src/media/local-processor.js';
import { memoryFileStore } from '../fakes/files.js';

/** The processor as the media function runs it, with real sharp, over a bucket in memory. */
const processor = () => {
  const bucket = memoryFileStore();
  return { ...bucket, media: localMediaProcessor(bucket.files) };
};

/** What each stored file is, read back from its bytes. */
const storedPictures = async (bucket: ReturnType<typeof processor>) =>
  Promise.all(
    bucket.keys().map(async (key) => {
      const { format, width, height } = await sharp(await bucket.files.read(key)).metadata();
      return { key, format, width, height };
    }),
  );

const stored = (result: { ok: boolean }) => {
  if (!('fileName' in result)) throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result.fileName as string;
};

describe('the media processor stores a picture with its smaller copies', () => {
  it('re-encodes a large photo sent with a form to 1920 px and adds WebP copies at 420, 720 and 1200 px', async () => {
    const bucket = processor();
    const bytes = await pngBytes(2400, 1500);

    const name = stored(await bucket.media.storeBytes({ bytes, kind: 'image', folder: 'event' }));

    const key = (file: string) => uploadKey('event', file);
    const [copy420, copy720, copy1200] = variantsOf(name);
    expect(await storedPictures(bucket)).toEqual(
      expect.arrayContaining([
        { key: key(name), format: 'webp', width: 1920, height: 1200 },
        { key: key(copy420!), format: 'webp', width: 420, height: 263 },
        { key: key(copy720!), format: 'webp', width: 720, height: 450 },
        { key: key(copy1200!), format: 'webp', width: 1200, height: 750 },
      ]),
    );
    expect(bucket.keys()).toHaveLength(4);
  });

  it('does the same for a direct upload it adopts, never enlarging: an 800 px picture gets 420 and 720', async () => {
    const bucket = processor();
    const upload = `${INCOMING_PREFIX}${crypto.randomUUID()}`;
    await bucket.files.save({
      key: upload,
      body: await jpegBytes(800, 600),
      contentType: 'image/jpeg',
    });

    const name = stored(await bucket.media.adopt({ key: upload, kind: 'image', folder: 'about' }));

    const widths = (await storedPictures(bucket)).map((p) => [p.key, p.width]);
    expect(Object.fromEntries(widths)).toEqual({
      [uploadKey('about', name)]: 800,
      [uploadKey('about', variantsOf(name)[0]!)]: 420,
      [uploadKey('about', variantsOf(name)[1]!)]: 720,
    });
  });

  it('makes no copy of a picture already narrower than the smallest, nor of a video', async () => {
    const bucket = processor();
    const small = stored(
      await bucket.media.storeBytes({
        bytes: await pngBytes(300, 300),
        kind: 'image',
        folder: 'team',
      }),
    );
    const video = stored(
      await bucket.media.storeBytes({
        bytes: new Uint8Array(playableMp4()),
        kind: 'media',
        folder: 'subevent',
      }),
    );

    expect(variantsOf(small)).toEqual([]);
    expect(bucket.keys()).toEqual([uploadKey('team', small), uploadKey('subevent', video)].sort());
  });
});
