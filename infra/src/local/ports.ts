import { createServer } from 'node:net';

/** A TCP port nobody listens on right now, chosen by the OS. */
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
