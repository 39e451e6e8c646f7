import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRequest } from '@club/testkit';
import { freePort } from '@club/emulators';
import { createGateway } from '../../src/gateway.js';

// An upstream (the API, s3rver) closes a kept-alive connection once it has been idle for its
// timeout; a request sent on it at that moment meets a reset, and answered 502. This upstream
// resets every connection at its second request, which makes that moment happen every time
// a connection is used twice.
let api: Server;
let gateway: Server;
let gatewayPort: number;
const served = new WeakMap<Socket, number>();
const posted: string[] = [];

const listen = async (server: Server) => {
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return port;
};

beforeAll(async () => {
  api = createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count > 1) return req.socket.destroy();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' || req.method === 'DELETE') posted.push(`${req.method} ${body}`);
      res.end(`answered ${req.method} ${req.url}`);
    });
  });
  const nothing = (_req: unknown, res: { end(): void }) => res.end();
  gateway = createGateway({
    api: `http://127.0.0.1:${await listen(api)}`,
    uploads: 'http://127.0.0.1:9/bucket',
    admin: nothing,
    site: nothing,
  });
  gatewayPort = await listen(gateway);
});
afterAll(async () => {
  await new Promise((done) => gateway.close(done));
  api.closeAllConnections();
  await new Promise((done) => api.close(done));
});

const call = (method: string, path: string, body?: string) =>
  rawRequest({
    port: gatewayPort,
    method,
    path,
    ...(body ? { body, headers: { 'Content-Type': 'text/plain' } } : {}),
  });

it('sends each request upstream on a connection of its own, so none meets a closing one', async () => {
  for (const path of ['/api/v1/team', '/api/v1/event'])
    expect(await call('GET', path)).toMatchObject({ status: 200, body: `answered GET ${path}` });
  expect(await call('POST', '/api/v1/contact-message', 'hello')).toMatchObject({ status: 200 });
  expect(await call('DELETE', '/api/v1/team/a')).toMatchObject({ status: 200 });
  expect(await call('GET', '/api/v1/service')).toMatchObject({ status: 200 });
  expect(posted).toEqual(['POST hello', 'DELETE ']);
});
