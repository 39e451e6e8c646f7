import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { counter, legacyPath, restPath, SITE_DATA_PATH } from '@club/model';
import { testApi } from './support/api.js';

let api: Awaited<ReturnType<typeof testApi>>;
const tag = crypto.randomUUID().slice(0, 8);
const COUNTERS = 12;

beforeAll(async () => {
  api = await testApi();
  const cookie = await api.login();
  for (let n = 0; n < COUNTERS; n += 1)
    await api.call('POST', restPath(counter), {
      json: {
        title1: `${tag} members in the workshop ${n}`,
        value1: n,
        title2: 'Robots built this season',
        value2: 20,
        title3: 'Awards at the regional competition',
        value3: 3,
      },
      cookie,
    });
});

/** The answer's headers by lower-case name, as a browser reads them. */
const headersOf = (answer: APIGatewayProxyStructuredResultV2) =>
  Object.fromEntries(
    Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), `${value}`]),
  );

/** The JSON text the client ends up with, decoded as its Content-Encoding says. */
const textOf = (answer: APIGatewayProxyStructuredResultV2) => {
  const bytes = Buffer.from(answer.body ?? '', answer.isBase64Encoded ? 'base64' : 'utf8');
  const coding = headersOf(answer)['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
};

const listAsked = (acceptEncoding?: string) =>
  api.invoke('GET', restPath(counter), {
    query: { filter: JSON.stringify({ q: tag }), range: `[0,${COUNTERS - 1}]` },
    ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
  });

describe('API answers compressed for clients that accept it', () => {
  it('sends a REST list brotli-compressed, the same JSON and Content-Range as plain, with Vary', async () => {
    const plain = await listAsked();
    const br = await listAsked('br, gzip');

    expect(headersOf(plain)['content-encoding']).toBeUndefined();
    expect(plain.isBase64Encoded).toBe(false);
    expect(JSON.parse(textOf(plain))).toHaveLength(COUNTERS);
    expect(Buffer.byteLength(plain.body ?? '')).toBeGreaterThan(1024);

    expect(headersOf(br)['content-encoding']).toBe('br');
    expect(br.isBase64Encoded).toBe(true);
    expect(Buffer.from(br.body ?? '', 'base64').length).toBeLessThan(plain.body!.length / 2);
    expect(textOf(br)).toBe(plain.body);

    for (const answer of [plain, br]) {
      expect(headersOf(answer)).toMatchObject({
        vary: 'Accept-Encoding',
        'content-range': `counter 0-${COUNTERS - 1}/${COUNTERS}`,
        'content-type': 'application/json; charset=utf-8',
        // The security headers are still there, on the compressed answer too.
        'x-content-type-options': 'nosniff',
      });
    }

    const gzip = await listAsked('gzip, deflate');
    expect(headersOf(gzip)['content-encoding']).toBe('gzip');
    expect(textOf(gzip)).toBe(plain.body);
    expect(headersOf(await listAsked('br;q=0, gzip;q=0'))['content-encoding']).toBeUndefined();
  });

  it('keeps a short answer plain', async () => {
    const one = await api.invoke('GET', restPath(counter), {
      query: { filter: JSON.stringify({ q: tag }), range: '[0,0]' },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(headersOf(one)['content-encoding']).toBeUndefined();
    expect(JSON.parse(one.body!)).toHaveLength(1);
    expect(headersOf(one).vary).toBe('Accept-Encoding');
  });

  it.each([SITE_DATA_PATH, legacyPath(counter, 'list')])(
    '%s: one ETag for the plain and the compressed answer, and 304 to either',
    async (path) => {
      const plain = await api.invoke('GET', path);
      const br = await api.invoke('GET', path, { headers: { 'accept-encoding': 'br' } });
      expect(headersOf(br)['content-encoding']).toBe('br');
      expect(textOf(br)).toBe(plain.body);
      const etag = headersOf(br).etag!;
      expect(etag).toMatch(/^W\//);
      expect(headersOf(plain).etag).toBe(etag);

      for (const acceptEncoding of ['br', 'gzip', undefined]) {
        const again = await api.invoke('GET', path, {
          headers: {
            'if-none-match': etag,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        });
        expect(again.statusCode, acceptEncoding).toBe(304);
        expect(again.body ?? '', acceptEncoding).toBe('');
        expect(headersOf(again), acceptEncoding).toMatchObject({
          etag,
          vary: 'Accept-Encoding',
        });
        expect(headersOf(again)['content-encoding'], acceptEncoding).toBeUndefined();
      }
    },
  );
});
