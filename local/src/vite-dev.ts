import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { freePort } from '@club/emulators';

/** The site and the console as Vite dev servers (hot reload), mounted in the gateway. */
export const devServers = async (root: string) => {
  const serve = async (dir: string) =>
    createServer({
      root: resolve(root, dir),
      configFile: resolve(root, dir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: await freePort() } },
      appType: 'spa',
    });
  const [site, admin] = await Promise.all([serve('web'), serve('admin')]);
  const handler = (server: typeof site) => (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((done) =>
      server.middlewares(req, res, () => {
        res.writeHead(404).end('Not found');
        done();
      }),
    );
  return {
    site: handler(site),
    admin: handler(admin),
    stop: async () => {
      await Promise.all([site.close(), admin.close()]);
    },
  };
};
