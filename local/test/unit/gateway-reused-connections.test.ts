import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRequest } from '@club/testkit';
import { freePort } from '@club/emulators';
import { createGateway } from '../../src/gateway.js';

// An upstream (the API, s3rver) closes a kept-alive connection once it has been idle for its
// timeout; a request the gateway sends on it at that moment meets a reset. This upstream
// resets every connection at its second request, which makes that moment happen every time.
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
      if (req.method === 'POST') posted.push(body);
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

it('sends a read again on a fresh connection when the kept-alive one was closed under it', async () => {
  for (const path of ['/api/v1/team', '/api/v1/event', '/api/v1/service'])
    expect(await call('GET', path)).toMatchObject({
      status: 200,
      body: `answered GET ${path}`,
    });
});

it('never sends a write twice: a reset write is a 502 the editor can try again', async () => {
  await call('GET', '/api/v1/team');
  const answer = await call('POST', '/api/v1/contact-message', 'hello');
  expect(answer.status).toBe(502);
  expect(posted).toEqual([]);
});
