import { createServer, type RequestListener, type Server } from 'node:http';
import { listenOnFreePort } from '@club/emulators';

/**
 * How long a client may take to send its request, as a CDN allows: a client that trickles its
 * headers or its body (slowloris) would otherwise hold a connection, and the API's place in
 * line, for as long as it likes. The largest request the API takes (6 MB) arrives well within
 * the time on any working connection; files go straight to the bucket. Checked every second,
 * so a request is cut off close to its time.
 */
export const CLIENT_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  // Longer than any client keeps an idle connection (Node's agent: 5 s, browsers: about a
  // minute), as a CDN's is: when the server closed first, a request just sent on the closing
  // connection was lost (ECONNRESET) instead of going out on a new one.
  keepAliveTimeout: 75_000,
};

const starting: RequestListener = (_req, res) =>
  res
    .writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5' })
    .end(JSON.stringify({ message: 'The club site is still starting. Try again in a moment.' }));

/**
 * The stack's one port, bound before anything else starts. The stack's address, which the API
 * and the bucket's CORS rule are given, is then known from the start even when the OS picks the
 * port (port 0: tests, the hardening suite), and that port is never free between being chosen
 * and being used, so another run cannot take it meanwhile. A taken PORT fails the start at
 * once instead of after the whole stack has come up. Until the gateway is ready it answers 503.
 */
export const openFrontDoor = async (port = 0) => {
  let handle = starting;
  const server = createServer(CLIENT_TIMEOUTS, (req, res) => handle(req, res));
  server.keepAliveTimeout = CLIENT_TIMEOUTS.keepAliveTimeout;
  const bound = await listenOnFreePort(server, port);
  return {
    port: bound,
    /** From now on every request goes to the gateway (which is never listened itself). */
    serve(gateway: Server) {
      handle = (req, res) => gateway.emit('request', req, res);
      // And whatever else the gateway listens for on its server (a malformed request, an upgrade).
      for (const event of ['clientError', 'upgrade', 'checkContinue', 'checkExpectation'])
        for (const listener of gateway.listeners(event))
          server.on(event, listener as (...args: unknown[]) => void);
    },
    async close() {
      // Keep-alive sockets from browsers would hold close() open.
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
};
