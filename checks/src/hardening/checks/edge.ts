import { request } from 'node:http';
import { connect } from 'node:net';
import {
  API_REQUEST_LIMIT_BYTES,
  CONTACT_PATH,
  legacyPath,
  SITE_DATA_PATH,
  team,
} from '@club/model';
import { CLIENT_TIMEOUTS } from '@club/local';
import { loopback, send, type Answer } from '../client.js';
import { examplesOr, type Check, type Figure, type Target } from '../figures.js';

const RANGE = 11;
const MB = 2 ** 20;
// A client cut off within this long after its time is cut off on time (checked each second).
const SLACK_MS = 3_000;

const port = (target: Target) => Number(new URL(target.url).port);

/** A body sent in chunks, with no length given in advance. */
const sendChunked = (target: Target, path: string, bytes: Buffer) =>
  new Promise<number>((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(target),
        method: 'POST',
        path,
        localAddress: loopback(RANGE, 1),
        headers: {
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
          origin: target.url,
        },
      },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    req.on('error', () => done(0));
    for (let at = 0; at < bytes.length; at += MB) req.write(bytes.subarray(at, at + MB));
    req.end();
  });

/**
 * A client that sends its request a byte a second after `start`, and never finishes: how long
 * until the stack closes the connection (or gives up waiting, at `patienceMs`).
 */
const trickle = (target: Target, start: string, patienceMs: number) =>
  new Promise<number>((done) => {
    const began = Date.now();
    const socket = connect({
      host: '127.0.0.1',
      port: port(target),
      localAddress: loopback(RANGE, 2),
    });
    const timer = setInterval(() => socket.write('a'), 1_000);
    const giveUp = setTimeout(() => socket.destroy(), patienceMs);
    socket.on('connect', () => socket.write(start));
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      done(Date.now() - began);
    });
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const check: Check = {
  name: 'edge',
  async run(target) {
    const from = loopback(RANGE, 0);
    const json = (bytes: number) => Buffer.from(JSON.stringify({ message: 'a'.repeat(bytes) }));

    // Slow clients run alongside the rest: each takes as long as the stack lets it.
    const headersLimit = CLIENT_TIMEOUTS.headersTimeout;
    const bodyLimit = CLIENT_TIMEOUTS.requestTimeout;
    const slow = Promise.all([
      trickle(
        target,
        `GET ${legacyPath(team, 'list')} HTTP/1.1\r\nHost: x\r\nX-Slow: `,
        headersLimit * 3,
      ),
      trickle(
        target,
        `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
        bodyLimit * 3,
      ),
    ]);

    // Bodies over what the API takes: each must be 413, however it is sent.
    const over = API_REQUEST_LIMIT_BYTES;
    const form = `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'a'.repeat(10 * MB)}\r\n--x--\r\n`;
    const large: { what: string; status: number }[] = [];
    for (const [what, path, body, type] of [
      ['JSON just over the limit', CONTACT_PATH, json(over + 1), 'application/json'],
      ['JSON of 10 MB', CONTACT_PATH, json(10 * MB), 'application/json'],
      ['JSON of 11 MB', CONTACT_PATH, json(11 * MB), 'application/json'],
      [
        'a form of 10 MB',
        legacyPath(team, 'add'),
        Buffer.from(form),
        'multipart/form-data; boundary=x',
      ],
    ] as const) {
      const answer = await send(target, {
        path,
        body,
        headers: { 'content-type': type },
        from,
      }).catch(() => undefined);
      large.push({ what, status: answer?.status ?? 0 });
    }
    large.push({
      what: 'chunked JSON of 10 MB',
      status: await sendChunked(target, CONTACT_PATH, json(10 * MB)),
    });
    const not413 = large.filter((l) => l.status !== 413);

    // Addresses with a `/` inside a segment: API Gateway has no such call, and nothing may list
    // the API's routes.
    const odd: { path: string; answer?: Answer }[] = [];
    for (const path of [
      '/api%2Fv1%2Fteam',
      '/api%2fteam%2fview',
      '/api/v1%2Fteam',
      '/api/v1%5Cteam',
      '/api/no/such/call',
    ])
      odd.push({ path, answer: await send(target, { path, from }).catch(() => undefined) });
    const leaks = odd.filter(({ answer }) => {
      const message = (answer?.json as { message?: unknown } | undefined)?.message;
      return (
        !answer ||
        ![400, 404].includes(answer.status) ||
        typeof message !== 'string' ||
        /route|serverless/i.test(answer.text)
      );
    });

    // A GET that carries a body is bad input.
    const bodies: { path: string; status: number }[] = [];
    for (const path of [legacyPath(team, 'list'), SITE_DATA_PATH]) {
      const answer = await send(target, {
        method: 'GET',
        path,
        body: '{"filter":1}',
        headers: { 'content-type': 'application/json' },
        from,
      }).catch(() => undefined);
      bodies.push({ path, status: answer?.status ?? 0 });
    }
    const notRefused = bodies.filter((b) => b.status !== 400);

    // A folder of uploads, or a name not there, is a file that does not exist.
    const missing: { path: string; status: number }[] = [];
    for (const path of [
      '/Upload/image/subevent/',
      '/Upload/image/team',
      '/Upload/image/team/gone.webp',
    ])
      missing.push({ path, status: (await send(target, { path, from })).status });
    const not404 = missing.filter((m) => m.status !== 404);

    const [headersMs, bodyMs] = await slow;
    const late = [
      headersMs > headersLimit + SLACK_MS ? `headers a byte a second: ${seconds(headersMs)}` : '',
      bodyMs > bodyLimit + SLACK_MS ? `body a byte a second: ${seconds(bodyMs)}` : '',
    ].filter(Boolean);

    const figures: Figure[] = [
      {
        check: 'edge',
        figure: 'bodies over the limit not answered 413',
        value: not413.length,
        bound: 0,
        detail: examplesOr(
          not413,
          (l) => `${l.what}: ${l.status || 'no answer'}`,
          large.map((l) => `${l.what}: ${l.status}`).join('; '),
        ),
      },
      {
        check: 'edge',
        figure: 'slow clients not cut off in time',
        value: late.length,
        bound: 0,
        detail: examplesOr(
          late,
          (l) => l,
          `slow headers cut after ${seconds(headersMs)} (limit ${seconds(headersLimit)}), slow body after ${seconds(bodyMs)} (limit ${seconds(bodyLimit)})`,
        ),
      },
      {
        check: 'edge',
        figure: 'odd API addresses answered other than a short 400/404',
        value: leaks.length,
        bound: 0,
        detail: examplesOr(
          leaks,
          (l) =>
            `${l.path}: ${l.answer?.status ?? 'no answer'} ${l.answer?.text.slice(0, 80) ?? ''}`,
          odd.map((o) => `${o.path}: ${o.answer?.status}`).join('; '),
        ),
      },
      {
        check: 'edge',
        figure: 'GETs with a body not answered 400',
        value: notRefused.length,
        bound: 0,
        detail: bodies.map((b) => `${b.path}: ${b.status}`).join('; '),
      },
      {
        check: 'edge',
        figure: 'missing uploads not answered 404',
        value: not404.length,
        bound: 0,
        detail: missing.map((m) => `${m.path}: ${m.status}`).join('; '),
      },
    ];
    return figures;
  },
};
