import { mkdtemp, rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, TEST_PASSWORD_COST } from '@club/testkit';
import {
  ADMIN_ROOT,
  recordPath,
  API_REQUEST_LIMIT_BYTES,
  CONTACT_PATH,
  legacyPath,
  restPath,
  SITE_DATA_PATH,
  team,
  UPLOADS_PATH,
  type UploadTicket,
} from '@club/model';
import { freePort } from '@club/emulators';
import { CLIENT_TIMEOUTS } from '../src/front-door.js';
import { startStack, type Stack } from '../src/stack.js';

// The stack as npm start runs it: serverless-offline behind the gateway, with serverless.yml's
// settings, so what these tests see is what a browser on the local site sees.
const admin = { email: 'admin@edge.test', password: 'edge-password' };
const EVIL = 'https://evil.example';
let dataDir: string;
let stack: Stack;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-gateway-stack-'));
  port = await freePort();
  stack = await startStack({ port, dataDir, admin, passwordCost: TEST_PASSWORD_COST });
});
afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const raw = (method: string, path: string) => rawRequest({ port, method, path });

const login = (origin?: string) =>
  fetch(`${stack.url}${ADMIN_ROOT}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(admin),
  });

const corsHeaders = (headers: Record<string, string> | Headers) =>
  [...(headers instanceof Headers ? headers.keys() : Object.keys(headers))].filter((name) =>
    name.startsWith('access-control-'),
  );

describe('the local stack’s edge', () => {
  it('answers a broken %-escape anywhere with 400 and a message, never a 500', async () => {
    for (const path of ['/%', '/api/team/%E0%A4%A', '/admin/%zz', '/Upload/%zz', '/team/%']) {
      const answer = await raw('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(answer.body)).toEqual({
        message: 'This address is not valid: it has a broken %-escape.',
      });
    }
  });

  it('refuses a login from another site’s page and takes it from the stack’s own, by either name', async () => {
    const refused = await login(EVIL);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /not sent from the club's own website/,
    );
    expect(refused.headers.get('set-cookie')).toBeNull();
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`, undefined])
      expect((await login(origin)).status).toBe(200);
  });

  it('gives another site’s page no CORS headers, on reads, writes and preflights', async () => {
    const read = await fetch(`${stack.url}${SITE_DATA_PATH}`, { headers: { origin: EVIL } });
    expect(read.status).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
    expect(corsHeaders((await login(EVIL)).headers)).toEqual([]);
    const preflight = await fetch(`${stack.url}${ADMIN_ROOT}/login`, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(corsHeaders(preflight.headers)).toEqual([]);
  });

  it('puts the security headers on the site, the console, the API and files, and allows uploads to the bucket', async () => {
    const cookie = (await login()).headers.get('set-cookie')!.split(';')[0]!;
    const asked = await fetch(`${stack.url}${UPLOADS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        resource: 'team',
        field: 'image',
        contentType: 'image/png',
        size: 100,
        name: 'a.png',
      }),
    });
    expect(asked.status).toBe(201);
    const ticket = (await asked.json()) as UploadTicket;
    const bucketOrigin = new URL(ticket.url).origin;

    for (const path of ['/', '/team', '/missing.js', '/admin', '/admin/team']) {
      const { headers } = await raw('GET', path);
      const policy = headers['content-security-policy']!;
      expect(policy, path).toContain("script-src 'self';");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain(`connect-src 'self' ${bucketOrigin};`);
      expect(headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      });
      expect(headers['permissions-policy'], path).toContain('camera=()');
      // Plain HTTP: HSTS would mean nothing, and would pin localhost to HTTPS.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    const api = await raw('GET', '/api/no/such/call');
    expect(api.status).toBe(404);
    expect(api.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    const site = (await (await fetch(`${stack.url}${SITE_DATA_PATH}`)).json()) as {
      team: { image: string }[];
    };
    const picture = await raw('HEAD', `/Upload/image/team/${site.team[0]!.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
    });
  });
});

describe('idle connections', () => {
  it('tells a client the front door’s own keep-alive time, not the API’s behind it', async () => {
    // With the API's 5 s passed on, a client reused a connection the gateway was closing.
    for (const path of [SITE_DATA_PATH, '/team']) {
      const { headers } = await rawRequest({ port, path });
      expect(headers['keep-alive'], path).toBe(
        `timeout=${CLIENT_TIMEOUTS.keepAliveTimeout / 1000}`,
      );
    }
  });
});

describe('API answers compressed by the API alone, as on AWS', () => {
  const list = `${restPath(team)}?range=${encodeURIComponent('[0,49]')}`;
  /** The answer's bytes exactly as they crossed the network, and its headers. */
  const asked = (path: string, acceptEncoding?: string) =>
    rawRequest({
      port,
      path,
      encoding: 'base64',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    }).then(({ body, ...rest }) => ({ ...rest, bytes: Buffer.from(body, 'base64') }));
  const varyNames = (vary = '') => vary.split(',').map((name) => name.trim().toLowerCase());

  it('sends a REST list brotli-compressed once, the same JSON as plain, with Vary and Content-Range', async () => {
    const plain = await asked(list);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const json = plain.bytes.toString('utf8');
    expect((JSON.parse(json) as unknown[]).length).toBeGreaterThan(1);

    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const coding of ['br', 'gzip'] as const) {
      const packed = await asked(list, coding === 'br' ? 'br, gzip' : 'gzip, deflate');
      expect(packed.headers['content-encoding'], coding).toBe(coding);
      // Decoded once it is the JSON itself: nothing on the way compressed it a second time.
      expect(decode[coding](packed.bytes).toString('utf8'), coding).toBe(json);
      expect(packed.headers['content-range'], coding).toBe(plain.headers['content-range']);
      expect(packed.headers['content-range'], coding).toMatch(/^team 0-\d+\/\d+$/);
      expect(varyNames(packed.headers.vary), coding).toContain('accept-encoding');
    }
    expect(varyNames(plain.headers.vary)).toContain('accept-encoding');
  });

  it('leaves a short API answer plain, where CloudFront would not compress it either', async () => {
    const short = await asked('/api/no/such/call', 'br, gzip');
    expect(short.status).toBe(404);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(short.bytes.toString('utf8'))).toHaveProperty('message');
  });
});

describe('what the gateway answers before the API, as AWS does', () => {
  const MB = 2 ** 20;
  const json = (bytes: number) => JSON.stringify({ message: 'a'.repeat(bytes) });
  const post = (body: BodyInit, type: string, path: string = CONTACT_PATH) =>
    fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': type, origin: stack.url },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
  /** A body of `bytes` sent in 1 MB chunks, with no length given in advance. */
  const chunked = (bytes: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const size = Math.min(MB, bytes - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    });
  };

  it('answers 413 with a message to any body over 6 MB, however it is sent', async () => {
    const form = `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'a'.repeat(10 * MB)}\r\n--x--\r\n`;
    const answers = [
      await post(json(API_REQUEST_LIMIT_BYTES), 'application/json'),
      await post(json(11 * MB), 'application/json'),
      await post(form, 'multipart/form-data; boundary=x', legacyPath(team, 'add')),
      await post(chunked(10 * MB), 'application/json'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /^The request is too large: the API takes at most 6 MB\./,
      );
    }
    // Under the limit, the API itself reads the body (and refuses it for what it says).
    expect((await post(json(5 * MB), 'application/json')).status).toBe(400);
  });

  it('answers an encoded "/" in an API address with 400, and never lists the API’s routes', async () => {
    for (const path of ['/api%2Fv1%2Fteam', '/api/v1%2fteam', '/api/team%5Cview']) {
      const answer = await raw('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(answer.body)).toEqual({
        message: 'This address is not valid: it has an encoded "/" in it.',
      });
    }
  });

  it('answers a GET that carries a body with 400', async () => {
    for (const path of [legacyPath(team, 'list'), SITE_DATA_PATH]) {
      const answer = await rawRequest({
        port,
        path,
        method: 'GET',
        headers: { 'content-type': 'application/json', 'content-length': '2' },
        body: '{}',
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(answer.body)).toEqual({ message: 'A GET request cannot carry a body.' });
    }
  });
});

// The pages made by the publish function under serverless-offline, from the site's build.
const page = async (path: string) => {
  const answer = await fetch(`${stack.url}${path}`);
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    html: await answer.text(),
  };
};

describe('the published site, as npm start publishes it', () => {
  it('serves each page whole in its HTML, with its own head', async () => {
    const team = await page('/team');
    expect(team.status).toBe(200);
    expect(team.type).toBe('text/html; charset=utf-8');
    expect(team.html).toContain('<title>Team | DIU Robotics Club</title>');
    expect(team.html).toContain('<h1');
    expect(team.html).toContain('Expert Team Members');
    expect(team.html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/Upload\/image\/slider\//,
    );
    expect(team.html).not.toContain('The app shell');
  });

  it('answers an address nothing was published at with the 404 page and a 404', async () => {
    for (const [path, says] of [
      ['/nothing-here', 'Page not found'],
      ['/show/NO-SUCH-CODE', 'Certificate not found'],
      ['/subevent?header=No%20such%20event', 'Sub Events'],
      ['/subevent/oneevent', 'Event details'],
    ] as const) {
      const missing = await page(path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(missing.type).toBe('text/html; charset=utf-8');
      expect(missing.html).toContain(`<h1 class="section__title">${says}</h1>`);
    }
  });

  it('shows a change to a new visitor within seconds of the write', async () => {
    const login = await fetch(`${stack.url}${ADMIN_ROOT}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const list = await fetch(`${stack.url}${restPath(team)}?range=${encodeURIComponent('[0,0]')}`, {
      headers: { cookie },
    });
    const [member] = (await list.json()) as Record<string, unknown>[];
    const name = `Renamed ${Date.now()}`;
    const started = Date.now();
    const saved = await fetch(`${stack.url}${recordPath(team, String(member!.id))}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ ...member, name }),
    });
    expect(saved.status).toBe(200);
    let shown = false;
    while (!shown && Date.now() - started < 10_000) {
      shown = (await page('/team')).html.includes(name);
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(shown).toBe(true);
  });
});
