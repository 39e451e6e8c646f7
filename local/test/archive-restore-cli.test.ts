import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { certificate, team } from '@club/model';
import { archiveBytes, archivedSite, hostileArchives } from '@club/testkit';
import { cliOutcome, importKilled, siteIn, tempDirs } from './support/transfer-cli.js';

const dirs = tempDirs();
afterAll(() => dirs.removeAll());

/** The hostile archives given here, each with what it is refused for, as the command says it. */
const REFUSED_FOR: Record<string, string> = {
  'duplicate id': 'team "member-1": another team member has the same id.',
  '3,000-character id': 'its id is not one the site gives',
  'extra field role: owner': 'it has fields no team member has: role.',
  'picture named outside its folder': 'Image does not name a stored file.',
  'file served as a page': 'is of a type the site does not keep (text/html).',
  'records entry inflating past what it declares (1 GiB)': 'records/team.json: inflates past the',
};

describe('npm run import of an archive nobody should trust', () => {
  it('refuses each one with what is wrong in it, before it creates or writes anything', async () => {
    const site = await archivedSite();
    const folder = dirs.make('hostile-archives');
    const cases = hostileArchives(site).filter((c) => c.name in REFUSED_FOR);
    expect(cases).toHaveLength(Object.keys(REFUSED_FOR).length);
    for (const hostile of cases) {
      const zip = join(folder, `${cases.indexOf(hostile)}.zip`);
      writeFileSync(zip, hostile.bytes());
      const dataDir = join(folder, `data-${cases.indexOf(hostile)}`);
      const outcome = await cliOutcome('import', dataDir, ['--from', zip]);
      expect(outcome, hostile.name).toMatchObject({ code: 1 });
      expect(outcome.said, hostile.name).toContain(REFUSED_FOR[hostile.name]);
      expect(outcome.said, hostile.name).toContain('nothing was written');
      expect(existsSync(dataDir), hostile.name).toBe(false);
    }
  });

  it('finishes a restore killed part-way when run again, into the same site one run makes', async () => {
    const site = await archivedSite(400);
    // Certificates are signed by each site with its own key: two sites' never match.
    delete site.records[certificate.name];
    const folder = dirs.make('resumed');
    const zip = join(folder, 'site.zip');
    writeFileSync(zip, archiveBytes(site));
    const total = site.records[team.name]!.length;

    const cut = join(folder, 'cut');
    const killedAfter = await importKilled(cut, ['--from', zip], /Records: [\d,]+ of/);
    expect(killedAfter).toMatch(/Records: 1\d\d of 403 written\./);
    const part = await siteIn(cut);
    expect(part!.records.team!.length).toBeGreaterThan(0);
    expect(part!.records.team!.length).toBeLessThan(total);

    const again = await cliOutcome('import', cut, ['--from', zip]);
    expect(again.said).toContain('It finishes the restore begun');
    expect(again.code).toBe(0);

    const whole = join(folder, 'whole');
    expect((await cliOutcome('import', whole, ['--from', zip])).code).toBe(0);
    const [resumed, oneGo] = [await siteIn(cut), await siteIn(whole)];
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    for (const name of Object.keys(oneGo!.records))
      expect(resumed!.records[name]!.sort(byId), name).toEqual(oneGo!.records[name]!.sort(byId));
    expect(resumed!.files).toEqual(oneGo!.files);
    expect(resumed!.records.team).toHaveLength(total);
  });
});
