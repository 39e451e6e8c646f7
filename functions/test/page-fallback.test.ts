import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@club/functions';
import { describe, expect, it } from 'vitest';
import { testApi } from './support/index.js';

// The CDN turns to the API for an address no page was published at (its origin group fails
// over from the site bucket); so does the local gateway.
const siteBucket = 'page-fallback-site';

const pageAt = async (api: Awaited<ReturnType<typeof testApi>>, path: string) => {
  const answer = await api.invoke('GET', path);
  return {
    status: answer.statusCode,
    type: String(answer.headers?.['Content-Type']),
    body: String(answer.body),
  };
};

const put = async (api: Awaited<ReturnType<typeof testApi>>, key: string, body: string) =>
  s3Client(api.config).send(
    new PutObjectCommand({ Bucket: siteBucket, Key: key, Body: body, ContentType: 'text/html' }),
  );

describe('an address no page was published at', () => {
  it('gets the app shell before the first publish, then the 404 page with a 404', async () => {
    const api = await testApi({ env: { SITE_BUCKET: siteBucket } });
    await s3Client(api.config)
      .send(new CreateBucketCommand({ Bucket: siteBucket }))
      .catch(() => undefined);
    await put(api, 'index.html', '<!doctype html><title>The app</title>');
    // Nothing published yet (a first deploy): the app renders the page from the API.
    expect(await pageAt(api, '/pages/team.html')).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><title>The app</title>',
    });
    await put(api, 'pages/404.html', '<!doctype html><h1>Page not found</h1>');
    const notFound = (body: string) => ({ status: 404, type: 'text/html; charset=utf-8', body });
    for (const path of ['/pages/nothing.html', '/pages/subevent/0123456789abcdef.html'])
      expect(await pageAt(api, path)).toEqual(notFound('<!doctype html><h1>Page not found</h1>'));
    // A certificate code nobody issued: the certificate's own 404 page, once there is one.
    const forged = '/pages/show/0123456789abcdef.html';
    expect(await pageAt(api, forged)).toEqual(notFound('<!doctype html><h1>Page not found</h1>'));
    await put(api, 'pages/404-certificate.html', '<!doctype html><h1>Certificate not found</h1>');
    expect(await pageAt(api, forged)).toEqual(
      notFound('<!doctype html><h1>Certificate not found</h1>'),
    );
  });

  it("answers the sub-event addresses with spec §8's words, still with a 404", async () => {
    const api = await testApi({ env: { SITE_BUCKET: siteBucket } });
    await s3Client(api.config)
      .send(new CreateBucketCommand({ Bucket: siteBucket }))
      .catch(() => undefined);
    await put(api, 'pages/404.html', '<!doctype html><h1>Page not found</h1>');
    const pages = {
      'pages/404-subevent.html': 'No events found.',
      'pages/404-subevent-no-header.html': 'No event header provided.',
      'pages/404-subevent-detail.html': 'Event not found.',
    };
    for (const [key, says] of Object.entries(pages)) await put(api, key, `<p>${says}</p>`);
    const notFound = (says: string) => ({
      status: 404,
      type: 'text/html; charset=utf-8',
      body: `<p>${says}</p>`,
    });
    // Where the CDN looks for /subevent?header=…, /subevent/oneevent, and with a header.
    expect(await pageAt(api, '/pages/subevent/0123456789abcdef.html')).toEqual(
      notFound('No events found.'),
    );
    expect(await pageAt(api, '/pages/subevent/oneevent.html')).toEqual(
      notFound('No event header provided.'),
    );
    expect(await pageAt(api, '/pages/subevent/oneevent/0123456789abcdef.html')).toEqual(
      notFound('Event not found.'),
    );
  });

  it('is a plain 404 where the API has no site bucket to read', async () => {
    const api = await testApi();
    const answer = await api.invoke('GET', '/pages/team.html');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toBe('Not found.');
  });
});
