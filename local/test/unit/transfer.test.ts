import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, EJSON, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { certificate, counter, team } from '@club/model';
import { readOldDump } from '../../src/transfer/old-dump.js';
import { oldRecord } from '../../src/transfer/old-record.js';
import { parseImportOptions, UsageError } from '../../src/transfer/options.js';
import { stageToolEnvironment } from '../../src/transfer/site.js';
import { issuerKeyVault, readConfig } from '@club/functions';

const folder = () => mkdtempSync(join(tmpdir(), 'club-dump-'));
const member = (name: string) => ({ _id: new ObjectId(), name, position: 'Member' });

describe('reading the old dump', () => {
  it('finds the database folder mongodump made, and reads mongoexport lines and arrays alike', () => {
    const root = folder();
    mkdirSync(join(root, 'duet'));
    writeFileSync(
      join(root, 'duet', 'teams.bson'),
      Buffer.concat([member('A'), member('B')].map((d) => BSON.serialize(d))),
    );
    writeFileSync(
      join(root, 'duet', 'events.json'),
      EJSON.stringify([{ _id: new ObjectId(), title: 'E' }], { relaxed: false }),
    );
    writeFileSync(join(root, 'duet', 'sessions.json'), '');
    const dump = readOldDump(root);
    expect(dump.documents('teams')!.documents.map((d) => d.name)).toEqual(['A', 'B']);
    expect(dump.documents('events')!.documents[0]!._id).toBeInstanceOf(ObjectId);
    expect(dump.documents('abouts')).toBeUndefined();
    expect(dump.unknown).toEqual(['sessions.json']);
  });

  it('says which file is cut short, and which folder to give when there are two databases', () => {
    const root = folder();
    writeFileSync(join(root, 'teams.bson'), BSON.serialize(member('A')).subarray(0, 20));
    expect(readOldDump(root).documents('teams')).toEqual({
      documents: [],
      unreadable: [],
      failed: 'it ends in the middle of a document (at byte 0)',
    });
    const two = folder();
    for (const db of ['one', 'two']) {
      mkdirSync(join(two, db));
      writeFileSync(join(two, db, 'teams.bson'), '');
    }
    expect(() => readOldDump(two)).toThrow(/holds more than one database/);
    expect(() => readOldDump(join(two, 'none'))).toThrow(/There is no folder/);
  });
});

describe('an old document as a record of the new site', () => {
  it('keeps the old id, its time and a printed code; leaves out what the model refuses, and says so', () => {
    const _id = ObjectId.createFromTime(Date.parse('2025-01-12T10:00:00Z') / 1000);
    const made = oldRecord(certificate, {
      _id,
      name: 'S',
      event: 'E',
      univarsity: 'U',
      position: 'P',
      year: 'twenty',
      image: 'a.png',
      code: 'DRC-1',
      __v: 0,
      extra: 'x',
    });
    expect(made).toMatchObject({
      id: _id.toHexString(),
      createdAt: '2025-01-12T10:00:00.000Z',
      files: { image: 'a.png' },
      values: { code: 'DRC-1', year: '' },
    });
    expect(typeof made === 'object' && made.notes).toEqual([
      "Year must be a year such as 2025. 'twenty' was left out.",
      'Not part of the new site, left out: extra.',
    ]);
    const counted = oldRecord(counter, { _id, title1: 'M', value1: '1,200+', value2: 'many' });
    expect(typeof counted === 'object' && counted.values).toMatchObject({
      value1: 1200,
      value2: 0,
    });
    expect(oldRecord(team, { _id: 'not/an id', name: 'X' })).toMatch(/no usable _id/);
  });
});

describe('npm run import options', () => {
  it('takes a dump or an archive for one site, and refuses what does not fit', () => {
    expect(parseImportOptions(['--from', 'd', '--uploads', 'u', '--local'])).toMatchObject({
      target: { kind: 'local' },
      archive: false,
      dryRun: false,
    });
    expect(parseImportOptions(['--from', 'x.zip', '--stage', 'prod'], {})).toMatchObject({
      target: { kind: 'stage', stage: 'prod', region: 'us-east-1' },
      archive: true,
    });
    expect(() => parseImportOptions(['--from', 'x.zip', '--uploads', 'u', '--local'])).toThrow(
      'An archive holds its own files',
    );
    expect(() => parseImportOptions(['--from', 'd'])).toThrow(UsageError);
    expect(() => parseImportOptions(['--local'])).toThrow('Say what to import');
  });
});

describe("a stage's settings for a tool on this machine", () => {
  it("leave out the signing key's parameter, so the laptop never reads the key nor signs", () => {
    const stage = {
      TABLE_NAME: 'robotics-club-prod-content',
      UPLOADS_BUCKET: 'robotics-club-prod-uploads',
      ISSUER_KEY_PARAMETER: '/robotics-club/prod/issuer-key',
      ISSUER_ORIGIN: 'https://robotics.example.org',
    };
    expect(issuerKeyVault(readConfig(stage))).toBeDefined();
    const tool = stageToolEnvironment(stage);
    expect(tool).not.toHaveProperty('ISSUER_KEY_PARAMETER');
    expect(tool).toMatchObject({
      TABLE_NAME: stage.TABLE_NAME,
      ISSUER_ORIGIN: stage.ISSUER_ORIGIN,
    });
    expect(issuerKeyVault(readConfig(tool))).toBeUndefined();
  });
});
