import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { pngFile, formOf, memberFields } from '@club/functions/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@club/emulators';
import { startStack, type Stack } from '../src/stack.js';

const admin = { email: 'admin@restart.test', password: 'restart-password' };
let dataDir: string;
let stack: Stack | undefined;
afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const start = async () => startStack({ port: await freePort(), dataDir, admin });
const teamView = async (url: string) =>
  (await (await fetch(`${url}/api/team/view`)).json()) as {
    _id: string;
    name: string;
    image: string;
  }[];

describe('npm start', () => {
  it(
    'keeps what the admin added across a restart, serves its picture, and seeds the demo content once',
    { timeout: 240_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'club-restart-'));
      stack = await start();
      expect(stack.seeded).toBe(true);
      const seededTeam = await teamView(stack.url);
      expect(seededTeam.length).toBeGreaterThan(0);

      const login = await fetch(`${stack.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const photo = await pngFile('survivor.png', 400, 400);
      const form = formOf({ ...memberFields('Survivor'), image: photo });
      const added = await fetch(`${stack.url}/api/team/add`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      expect(added.status).toBe(201);
      await stack.stop();
      stack = undefined;

      stack = await start();
      expect(stack.seeded).toBe(false);
      const team = await teamView(stack.url);
      expect(team).toHaveLength(seededTeam.length + 1);
      const survivor = team.find((m) => m.name === 'Survivor')!;
      const picture = await fetch(`${stack.url}/Upload/image/team/${survivor.image}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(400);
    },
  );
});
