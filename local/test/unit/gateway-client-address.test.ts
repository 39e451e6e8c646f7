import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRequest } from '@club/testkit';
import { createGateway } from '../../src/gateway.js';
import { freePort } from '@club/emulators';

// The API limits logins and contact messages per client address, which it reads from the
// connection (API Gateway's sourceIp). Locally the gateway stands between: it must not make
// every client look like itself.
let api: Server;
let gateway: Server;
let gatewayPort: number;

const listen = async (server: Server) => {
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return port;
};

beforeAll(async () => {
  api = createServer((req, res) => res.end(req.socket.remoteAddress));
  const apiPort = await listen(api);
  const nothing = (_req: unknown, res: { end(): void }) => res.end();
  gateway = createGateway({
    api: `http://127.0.0.1:${apiPort}`,
    uploads: 'http://127.0.0.1:9/bucket',
    admin: nothing,
    site: nothing,
  });
  gatewayPort = await listen(gateway);
});
afterAll(async () => {
  await new Promise((done) => gateway.close(done));
  await new Promise((done) => api.close(done));
});

const seenByApi = async (from: string) =>
  (await rawRequest({ port: gatewayPort, path: '/api/anything', localAddress: from })).body;

it('hands the API each local client as its own address, not the gateway’s', async () => {
  expect(await seenByApi('127.0.0.31')).toBe('127.0.0.31');
  expect(await seenByApi('127.0.0.32')).toBe('127.0.0.32');
});
