import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import sharp from 'sharp';
import { muxWebm, vp8FrameOf } from '@club/demo';
import { event, legacyPath, restPath, subEvent } from '@club/model';
import { openPage, whenPublished } from './support/site.js';

test.use({ loggedIn: true });

// An event of this spec's own: other specs count the demo events' sub-events.
const EVENT = `Video Night ${Date.now().toString(36)}`;
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 12;
const MB = 1024 * 1024;

/**
 * A playable WebM of about 20 MB. Noise barely compresses, so a few noisy key frames, shown
 * over and over, make a large file in a second or two instead of encoding hundreds of frames.
 */
const largeWebm = async (bytes = 20 * MB) => {
  const distinct = await Promise.all(
    [1, 2, 3, 4].map(async (seed) =>
      vp8FrameOf(
        await sharp({
          create: {
            width: WIDTH,
            height: HEIGHT,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 40 * seed, sigma: 90 },
          },
        })
          .webp({ quality: 100 })
          .toBuffer(),
      ),
    ),
  );
  const perFrame = distinct.reduce((sum, f) => sum + f.length, 0) / distinct.length;
  const count = Math.ceil(bytes / perFrame);
  const frames = Array.from({ length: count }, (_, i) => distinct[i % distinct.length]!);
  return {
    name: 'line-follower-final.webm',
    mimeType: 'video/webm',
    buffer: Buffer.from(muxWebm({ width: WIDTH, height: HEIGHT, fps: FPS, frames })),
    seconds: count / FPS,
  };
};

// Grain, as a photo has: Chromium does not count a flat picture as a page's largest paint, and
// this event, the newest, heads /event while the picture-size spec checks that paint there.
const demoPicture = async () => ({
  name: 'demo.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: {
      width: 900,
      height: 700,
      channels: 3,
      background: '#16a085',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .png()
    .toBuffer(),
});

/** Adds this spec's event through the API, with the session the page logged in with. */
const addEvent = async (page: Page) => {
  const answer = await page.request.post(legacyPath(event, 'add'), {
    multipart: {
      title: EVENT,
      description: 'Films of the club robots.',
      description1: 'One',
      description2: 'Two',
      description3: 'Three',
      image: await demoPicture(),
    },
  });
  expect(answer.status()).toBe(201);
};

/**
 * Slows the browser's uploads to `bytesPerSecond`, as a person's connection would be; -1 lifts
 * the limit. One DevTools session per page: conditions set through a second session do not
 * replace the first one's, which would go on holding uploads at its pace.
 */
const uploadPace = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return (bytesPerSecond: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
};

const fillSubEvent = async (page: Page, header: string) => {
  await page.goto('/admin/sub-event/create');
  await page.locator('#eventName').click();
  await page.getByRole('option', { name: EVENT }).click();
  await page.locator('#header').fill(header);
  await page
    .locator('#description1')
    .fill('The final of the line follower race, filmed from above.');
  await page.locator('#description2').fill('Watch the winning lap.');
  await page.locator('#links').fill('https://example.org/register');
};

const detailPath = (header: string) =>
  `/subevent/oneevent?header=${encodeURIComponent(header)}&eventName=${encodeURIComponent(EVENT)}`;

test('a 20 MB video goes straight to storage with visible progress, plays on the site, and the demo picture can be cleared', async ({
  page,
}) => {
  test.slow();
  const video = await largeWebm();
  expect(video.buffer.length).toBeGreaterThanOrEqual(20 * MB);
  // Chosen from a file on disk, as a person chooses it: handed over as bytes, the 20 MB went
  // through the DevTools protocol first (9 s of a busy machine, before the upload began).
  const videoFile = test.info().outputPath(video.name);
  await writeFile(videoFile, video.buffer);
  const header = `Final lap ${Date.now().toString(36)}`;
  await addEvent(page);
  const throttleUploads = await uploadPace(page);

  // A cancelled upload says so, and nothing is saved.
  await throttleUploads(1 * MB);
  await fillSubEvent(page, header);
  await page.locator('.ra-input-imageOrVideo input[type=file]').setInputFiles(videoFile);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('progressbar', { name: `Uploading ${video.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(
    page.getByText(`The upload of ${video.name} was cancelled. Nothing was saved.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sub-event\/create$/);
  const listed = await page.request.get(
    `${restPath(subEvent)}?filter=${encodeURIComponent(JSON.stringify({ q: header }))}`,
  );
  expect(await listed.json()).toEqual([]);

  // The same form, saved at a pace where the bar is seen moving: name and percentage.
  await throttleUploads(8 * MB);
  await page.locator('.ra-input-demoPicture input[type=file]').setInputFiles(await demoPicture());
  await page.getByRole('button', { name: 'Save' }).click();
  const bar = page.getByRole('progressbar', { name: `Uploading ${video.name}` });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`Uploading ${video.name}: \\d+%`))).toBeVisible();
  await expect(page.getByText('Sub-event added successfully.')).toBeVisible();
  await throttleUploads(-1);

  // A new sub-event has a page once the pages are published again, a moment after the save.
  await whenPublished(page.request, detailPath(header), (html) => html.includes(header));
  await openPage(page, detailPath(header), header);
  const player = page.locator('video.sub-event__media');
  await expect(player).toHaveAttribute('src', /^\/Upload\/image\/subevent\/[\w-]+\.webm$/);
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(2);
  expect(await player.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    WIDTH,
    HEIGHT,
  ]);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(video.seconds, 0);
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3);
  const demo = page.locator('img.sub-event__demo');
  await expect(demo).toHaveAttribute('src', /^\/Upload\/image\/subevent\/[\w-]+\.webp$/);
  const demoSrc = (await demo.getAttribute('src'))!;

  // Clearing the optional demo picture on edit: the page drops it; the file is kept a while,
  // for a restore of the version that had it (the sweep removes it after REPLACED_FILE_DAYS).
  const [record] = (await (
    await page.request.get(
      `${restPath(subEvent)}?filter=${encodeURIComponent(JSON.stringify({ q: header }))}`,
    )
  ).json()) as { id: string }[];
  await page.goto(`/admin/sub-event/${encodeURIComponent(record!.id)}`);
  await expect(page.locator('#react-admin-title')).toContainText('Edit sub-event');
  const demoInput = page.locator('.ra-input-demoPicture');
  await expect(demoInput.getByRole('img')).toBeVisible();
  await demoInput.getByRole('button', { name: 'Remove Demo picture' }).click();
  await expect(demoInput.getByRole('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sub-event saved.')).toBeVisible();

  await whenPublished(page.request, detailPath(header), (html) => !html.includes(demoSrc));
  await openPage(page, detailPath(header), header);
  await expect(page.locator('video.sub-event__media')).toBeVisible();
  await expect(page.locator('img.sub-event__demo')).toHaveCount(0);
  expect((await page.request.get(demoSrc)).status()).toBe(200);
});
