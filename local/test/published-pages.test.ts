import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROOT, recordPath, restPath, team } from '@club/model';
import { startStack, type Stack } from '../src/stack.js';

// The stack as npm start runs it, the pages made by the publish function under
// serverless-offline. The site's build is a stand-in with the marks a page is made into:
// `npm test` rebuilds web/dist while the integration tests run.
const admin = { email: 'admin@pages.test', password: 'pages-password' };
const SHELL = `<!doctype html><html><head><!--page-head--><title>The app shell</title><!--/page-head--></head><body><!--page--><div id="root"></div><!--/page--></body></html>`;
let dataDir: string;
let stack: Stack;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-published-'));
  const builds = { site: join(dataDir, 'site'), admin: join(dataDir, 'admin') };
  await mkdir(builds.site);
  await mkdir(builds.admin);
  await writeFile(join(builds.site, 'index.html'), SHELL);
  await writeFile(join(builds.admin, 'index.html'), '<!doctype html><title>The console</title>');
  stack = await startStack({ dataDir: join(dataDir, 'data'), admin, builds });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const answer = await fetch(`${stack.url}${path}`);
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    html: await answer.text(),
  };
};

describe('the published site on the local stack', () => {
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
      ['/subevent?header=No%20such%20event', 'Page not found'],
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
