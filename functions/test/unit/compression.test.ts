import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  chooseCoding,
  compressAnswer,
  isCompressible,
  MIN_COMPRESSED_BYTES,
} from '../../src/routes/compression.js';

describe('which coding a request accepts', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['GZIP, Br', 'br'],
    ['x-gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
    // The client's weights decide; brotli only wins a tie.
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip; q=0.001', 'gzip'],
    // `*` is any coding not named, and q=0 refuses one.
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;Q=0', 'gzip'],
  ])('%s → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['deflate'],
    ['zstd'],
    ['br;q=0, gzip;q=0'],
    ['br;q=0.000, gzip;q=0.0'],
    ['*;q=0'],
    ['*;q=0, identity'],
    // A weight that cannot be read is not taken as a yes.
    ['br;q=2, gzip;q=yes'],
    ['br;q=0.5000'],
  ])('%s → plain', (header) => {
    expect(chooseCoding(header)).toBeUndefined();
  });
});

describe('which answers are worth compressing', () => {
  it.each([
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/problem+json',
    'application/xml',
    'application/atom+xml',
    'text/plain',
    'text/csv; charset=utf-8',
    'text/html',
    'application/javascript',
    'image/svg+xml',
  ])('%s: yes', (type) => expect(isCompressible(type)).toBe(true));

  it.each([
    'image/webp',
    'image/png',
    'video/mp4',
    'application/octet-stream',
    'application/zip',
    'application/jsonp-not-really',
    '',
    undefined,
  ])('%s: no', (type) => expect(isCompressible(type)).toBe(false));
});

const json = (text: string, more: Partial<APIGatewayProxyStructuredResultV2> = {}) => ({
  statusCode: 200,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  body: text,
  isBase64Encoded: false,
  ...more,
});
/** A JSON text of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => JSON.stringify({ name: 'a'.repeat(bytes - 11) });
const LONG = jsonOf(5000);
const asks = (acceptEncoding?: string, method = 'GET') => ({ method, acceptEncoding });
const bytesOf = (answer: APIGatewayProxyStructuredResultV2) =>
  Buffer.from(answer.body ?? '', answer.isBase64Encoded ? 'base64' : 'utf8');

describe('a compressed answer', () => {
  it('goes brotli, base64, with its other headers and a Vary, and decodes to the same JSON', async () => {
    const answer = await compressAnswer(asks('gzip, deflate, br'), json(LONG));
    expect(answer.headers).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
    });
    expect(answer.isBase64Encoded).toBe(true);
    const sent = bytesOf(answer);
    expect(sent.length).toBeLessThan(LONG.length / 10);
    expect(brotliDecompressSync(sent).toString('utf8')).toBe(LONG);
  });

  it('goes gzip to a client that takes only gzip', async () => {
    const answer = await compressAnswer(asks('gzip'), json(LONG));
    expect(answer.headers?.['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(bytesOf(answer)).toString('utf8')).toBe(LONG);
  });

  it(`starts at ${MIN_COMPRESSED_BYTES} bytes, counted in bytes rather than characters`, async () => {
    const under = await compressAnswer(asks('br'), json(jsonOf(MIN_COMPRESSED_BYTES - 1)));
    expect(under).toMatchObject({ body: jsonOf(MIN_COMPRESSED_BYTES - 1), isBase64Encoded: false });
    expect(under.headers?.['Content-Encoding']).toBeUndefined();
    // Small answers vary too: the same call's answer grows past the line as records are added.
    expect(under.headers?.Vary).toBe('Accept-Encoding');

    const at = await compressAnswer(asks('br'), json(jsonOf(MIN_COMPRESSED_BYTES)));
    expect(at.headers?.['Content-Encoding']).toBe('br');

    // 600 characters, 1,200 bytes: what crosses the network is bytes.
    const accented = JSON.stringify({ name: 'é'.repeat(600) });
    const wide = await compressAnswer(asks('br'), json(accented));
    expect(wide.headers?.['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(bytesOf(wide)).toString('utf8')).toBe(accented);
  });

  it('drops a Content-Length given for the plain body', async () => {
    const answer = await compressAnswer(
      asks('br'),
      json(LONG, { headers: { 'content-type': 'text/plain', 'content-length': `${LONG.length}` } }),
    );
    expect(answer.headers).toEqual({
      'content-type': 'text/plain',
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
    });
  });

  it('adds Accept-Encoding to the Vary the answer has, once', async () => {
    const withOrigin = await compressAnswer(
      asks('br'),
      json(LONG, { headers: { 'content-type': 'application/json', vary: 'Origin' } }),
    );
    expect(withOrigin.headers?.vary).toBe('Origin, Accept-Encoding');
    expect(withOrigin.headers?.Vary).toBeUndefined();
    const already = await compressAnswer(
      asks('br'),
      json(LONG, { headers: { 'content-type': 'application/json', Vary: 'accept-encoding' } }),
    );
    expect(already.headers?.Vary).toBe('accept-encoding');
  });
});

describe('answers sent as they are', () => {
  it('to a client that accepts neither brotli nor gzip, with a Vary', async () => {
    for (const header of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await compressAnswer(asks(header), json(LONG));
      expect(answer, String(header)).toMatchObject({ body: LONG, isBase64Encoded: false });
      expect(answer.headers, String(header)).toMatchObject({ Vary: 'Accept-Encoding' });
      expect(answer.headers?.['Content-Encoding'], String(header)).toBeUndefined();
    }
  });

  it('to a HEAD, which has no body to compress, with the Vary its GET would have', async () => {
    const answer = await compressAnswer(asks('br', 'HEAD'), json(LONG));
    expect(answer).toMatchObject({ body: LONG, isBase64Encoded: false });
    expect(answer.headers?.['Content-Encoding']).toBeUndefined();
    expect(answer.headers?.Vary).toBe('Accept-Encoding');
  });

  it('a 204 unchanged, and a 304 with the Vary of the answer it stands for', async () => {
    const empty = { statusCode: 204, headers: { 'Cache-Control': 'no-store' } };
    expect(await compressAnswer(asks('br'), empty)).toEqual(empty);
    const unchanged = { statusCode: 304, headers: { ETag: 'W/"abc"' } };
    expect(await compressAnswer(asks('br'), unchanged)).toEqual({
      statusCode: 304,
      headers: { ETag: 'W/"abc"', Vary: 'Accept-Encoding' },
    });
  });

  it('pictures and other bytes that are compressed already, with no Vary', async () => {
    const picture = {
      statusCode: 200,
      headers: { 'Content-Type': 'image/webp' },
      body: Buffer.alloc(5000, 7).toString('base64'),
      isBase64Encoded: true,
    };
    expect(await compressAnswer(asks('br'), picture)).toEqual(picture);
  });

  it('an answer that already has a Content-Encoding: never compressed twice', async () => {
    const encoded = json(Buffer.from(LONG).toString('base64'), {
      headers: { 'Content-Type': 'application/json', 'content-encoding': 'gzip' },
      isBase64Encoded: true,
    });
    expect(await compressAnswer(asks('br'), encoded)).toEqual(encoded);
  });

  it('a base64 text body is compressed from its bytes', async () => {
    const answer = await compressAnswer(
      asks('gzip'),
      json(Buffer.from(LONG).toString('base64'), { isBase64Encoded: true }),
    );
    expect(gunzipSync(bytesOf(answer)).toString('utf8')).toBe(LONG);
  });
});
