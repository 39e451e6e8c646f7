import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/**
 * A TCP port nobody listens on right now, chosen by the OS. Only for an address that must stay
 * unanswered (an SES that is down): the port is free again once this returns, and the OS hands
 * recently freed ports out again, so a server that binds it later may find it taken by another
 * run. Servers listen with `listenOnFreePort` instead.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * Listens on loopback at `port`, or at a port the OS picks when it is 0, and returns the port
 * bound. Picking the port at bind time is what keeps runs apart: the port is never free between
 * being chosen and being used.
 */
export const listenOnFreePort = (server: Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use; stop what runs there or choose another PORT.`,
            )
          : error,
      );
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      resolve((server.address() as AddressInfo).port);
    });
  });

/** Waits until `check` stops throwing, or gives up with the last error after `timeoutMs`. */
export const waitFor = async (what: string, check: () => Promise<unknown>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s: ${String(last)}`);
};
