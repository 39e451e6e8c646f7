import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApi } from '@club/functions/testing';
import { localMediaProcessor, s3Client, s3FileStore } from '@club/functions';
import {
  adminPath,
  advisor,
  certificate,
  counter,
  event,
  legacyPath,
  service,
  subEvent,
  team,
} from '@club/model';
import { readOldDump } from '../src/transfer/old-dump.js';
import { importOldSite } from '../src/transfer/old-site-import.js';
import { memoryFiles } from '../src/transfer/memory-files.js';
import { OLD, OLD_SERVICES, oldId, writeOldSite } from './support/old-site.js';

type Api = Awaited<ReturnType<typeof testApi>>;

const importInto = async (api: Api, from: { dump: string; uploads: string }, dryRun = false) => {
  const files = s3FileStore(s3Client(api.config), api.config.UPLOADS_BUCKET);
  return importOldSite(
    {
      records: api.deps.records,
      content: api.deps.content,
      media: localMediaProcessor(dryRun ? memoryFiles() : files),
    },
    { dump: readOldDump(from.dump), uploads: from.uploads, dryRun },
  );
};

const legacyList = async (api: Api, d: Parameters<typeof legacyPath>[0]) => {
  const answer = await api.call('GET', legacyPath(d, 'list'));
  expect(answer.status).toBe(200);
  return answer.body as Record<string, unknown>[];
};

describe("importing the old site's dump", () => {
  it('gives the old client the same team, events, sub-events, advisors and certificates, by their old ids and codes, with their pictures', async () => {
    const old = await writeOldSite(mkdtempSync(join(tmpdir(), 'club-old-site-')));
    const api = await testApi();
    const report = await importInto(api, old);

    // Team: old ids kept, oldest first (the time in the ObjectId), pictures re-encoded.
    const members = await legacyList(api, team);
    expect(members.map((m) => [m._id, m.name])).toEqual([
      [oldId(OLD.teams[1]!), 'Rafiq Islam'],
      [oldId(OLD.teams[0]!), 'Mahir Chowdhury'],
    ]);
    const mahir = members[1]!;
    expect(mahir.createdAt).toBe(OLD.teams[0]!._id.getTimestamp().toISOString());
    expect(mahir.image).toMatch(/\.webp$/);
    const stored = await api.storedFile(`Upload/image/team/${String(mahir.image)}`);
    expect(stored.contentType).toBe('image/webp');
    // Rafiq's "picture" was a script and his Facebook never a web address: left out, said why.
    expect(members[0]).toMatchObject({ image: '', facebook: '', email: 'rafiq@duet.ac.bd' });
    const text = report.text();
    expect(text).toContain(
      "Facebook must be a web address starting with http:// or https://. 'N/A' was left out.",
    );
    expect(text).toContain('1736447196099-rafiq.png is not a picture or video the site takes');

    // Events newest first, as the site lists them; the one without descriptions is noted.
    expect((await legacyList(api, event)).map((e) => e.title)).toEqual([
      'Line Follower Cup',
      'Duet Mechatronics Fest',
    ]);
    expect(text).toContain('Line Follower Cup: Description 1 is empty');
    const [soccer, drone] = await legacyList(api, subEvent);
    // A video is kept as it came, byte for byte, once its checks pass.
    expect(String(drone!.imageOrVideo)).toMatch(/\.webm$/);
    const video = await api.storedFile(`Upload/image/subevent/${String(drone!.imageOrVideo)}`);
    expect(video.contentType).toBe('video/webm');
    expect(
      Buffer.from(video.bytes).equals(
        readFileSync(join(old.uploads, 'image/subevent/1741754424829-run.webm')),
      ),
    ).toBe(true);
    expect(soccer).toMatchObject({
      _id: oldId(OLD.subevents[0]!),
      eventName: 'Duet Mechatronics Fest',
      header: 'Maze Runner',
      demoPicture: '',
      links: 'https://forms.gle/soccer https://example.org/rules',
    });
    expect(text).toContain('1741474130931-gone.png is not in the uploads folder');
    const [karim] = await legacyList(api, advisor);
    expect(karim).toMatchObject({
      subevent: 'Maze Runner',
      whatsapp: '01711000000',
      description: '',
    });
    expect((await legacyList(api, counter))[0]).toMatchObject({ value1: 1200, value2: 35 });
    expect(text).toContain("Value 1 '1,200+' became 1200.");
    // The mongoexport file beside the .bson ones.
    expect((await api.deps.content.list(service)).map((s) => [s.id, s.icon])).toEqual([
      [oldId(OLD_SERVICES[0]!), 'fa fa-robot'],
    ]);

    // Every printed QR code still opens its certificate, the odd one too.
    for (const old of OLD.certificates) {
      const answer = await api.call(
        'GET',
        `${legacyPath(certificate, 'one')}/${encodeURIComponent(old.code)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: old.name, code: old.code });
    }
    // The old administrator, whose password was plain text, is not an account here.
    expect(text).toContain('1 old administrator account(s) not imported');
    const login = await api.call('POST', adminPath('login'), {
      json: { email: 'admin@duet.ac.bd', password: 'plain-secret' },
    });
    expect(login.status).toBe(401);
  });

  it('writes nothing on a dry run, changes nothing the second time, and never overwrites what was edited here since', async () => {
    const root = mkdtempSync(join(tmpdir(), 'club-old-site-'));
    const old = await writeOldSite(root);
    const api = await testApi({ table: 'old-site-import-again' });

    const dry = await importInto(api, old, true);
    expect(dry.text()).toContain('Team (teams): 2 would be imported');
    expect(await legacyList(api, team)).toEqual([]);
    expect((await api.storedFiles('Upload/')).filter((k) => k.startsWith('Upload/'))).toEqual([]);

    await importInto(api, old);
    const filesAfterFirst = await api.storedFiles('Upload/');
    const again = await importInto(api, old);
    expect(again.changed).toBe(0);
    expect(again.text()).toContain('Team (teams): 0 imported, 2 unchanged');
    expect(await api.storedFiles('Upload/')).toEqual(filesAfterFirst);

    // The administrator edits Mahir here; the old site, still running, changes him and Rafiq.
    const mahir = await api.deps.content.get(team, oldId(OLD.teams[0]!));
    await api.deps.content.update(
      team,
      mahir.id,
      { fields: { ...mahir, position: 'Adviser' }, files: {} },
      mahir.version,
      { email: 'admin@club.test' },
    );
    await api.deps.content.remove(event, oldId(OLD.events[1]!), { email: 'admin@club.test' });
    OLD.teams[0]!.description = 'Changed on the old site.';
    OLD.teams[1]!.description = 'Now also the webmaster.';
    OLD.events[1]!.description = 'Changed on the old site too.';
    const newer = await writeOldSite(join(root, 'newer'));
    const third = await importInto(api, newer);

    const members = await legacyList(api, team);
    expect(members.map((m) => [m.name, m.position, m.description])).toEqual([
      ['Rafiq Islam', 'Treasurer', 'Now also the webmaster.'],
      ['Mahir Chowdhury', 'Adviser', 'Leads the club.'],
    ]);
    expect(third.text()).toContain('changed here since it was imported; kept as it is here');
    expect(third.text()).toContain('deleted here since it was imported; not brought back');
    expect((await legacyList(api, event)).map((e) => e.title)).toEqual(['Duet Mechatronics Fest']);
  });
});
