import { beforeEach, describe, expect, it } from 'vitest';
import {
  binKey,
  counter,
  DELETED_DAYS,
  REPLACED_FILE_DAYS,
  siteResources,
  team,
  upperHeader,
  uploadKey,
  type ResourceDefinition,
} from '@club/model';
import type { Submission } from '../../src/domain/content/content-service.js';
import { fileSweep } from '../../src/domain/files/file-sweep.js';
import { NOT_A_PICTURE } from '../fakes/files.js';
import { refusal } from '../fakes/refusal.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';
import { counterValues } from '../support/counter.js';
import { memberFields } from '../support/member.js';
import { ADMIN_ACTOR } from '../support/actor.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const picture = (seed = 1) => ({ name: 'photo.png', bytes: new Uint8Array([seed, 2, 3]) });
const submission = (fields: Record<string, unknown>, files: Submission['files'] = {}) => ({
  fields,
  files,
});

/** The refusal `action` ends with, as the person is told it. */
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

/** Everything a refused write could have changed: the records, their lists' stamps, the files. */
const everything = async (d: ResourceDefinition) => ({
  records: await api.table.list(d.name),
  stamp: await api.records.listStamp(d.name),
  files: api.bucket.keys(),
});

describe('a write refused for its input changes nothing', () => {
  const NOT_NUMBERS: unknown[] = [true, false, '', ' ', null, [], [5], {}, '12abc', '0x10', '1e3'];

  it('a count that is not a number, or too large, with a message naming the field', async () => {
    await api.content.create(counter, submission(counterValues()), ADMIN_ACTOR);
    const before = await everything(counter);
    for (const value1 of NOT_NUMBERS)
      expect(
        await refusal(
          api.content.create(counter, submission({ ...counterValues(), value1 }), ADMIN_ACTOR),
        ),
        JSON.stringify(value1),
      ).toMatchObject({ kind: 'invalid', errors: { value1: 'Value 1 must be a number.' } });
    const missing = await refusal(
      api.content.create(
        counter,
        submission({ ...counterValues(), value1: undefined }),
        ADMIN_ACTOR,
      ),
    );
    expect(missing.errors.value1).toBe('Value 1 is required.');
    for (const value1 of [1e300, -1e300, '9'.repeat(400)]) {
      const refused = await refusal(
        api.content.create(counter, submission({ ...counterValues(), value1 }), ADMIN_ACTOR),
      );
      expect(refused.errors.value1).toMatch(/^Value 1 (is too large|cannot be negative)\.$/);
    }
    expect(await everything(counter)).toEqual(before);

    // A number, or the digits an old form sends as text, still count.
    const made = await api.content.create(
      counter,
      submission({ ...counterValues(), value1: '12', value2: '0', value3: ' 7 ' }),
      ADMIN_ACTOR,
    );
    expect(made).toMatchObject({ value1: 12, value2: 0, value3: 7 });
  });

  it('a text with NUL or half a surrogate pair; emoji and every script are kept', async () => {
    const before = await everything(counter);
    for (const title1 of ['Robo\u0000tics', 'Robo\uD800tics', '\uDC00Robotics', 'Robo\uDBFF'])
      expect(
        (await refusal(api.content.create(counter, submission(counterValues(title1)), ADMIN_ACTOR)))
          .errors,
      ).toEqual({
        title1: 'Title 1 contains a character that cannot be stored. Please retype it.',
      });
    expect(await everything(counter)).toEqual(before);

    const title = 'রোবটিক্স 🤖 Zoë 中文';
    expect(
      await api.content.create(counter, submission(counterValues(title)), ADMIN_ACTOR),
    ).toMatchObject({
      title1: title,
    });
  });

  it('a team member with bad fields and no photo: a message per field, no record, no file', async () => {
    const before = await everything(team);
    const fields = {
      ...memberFields(),
      email: 'not-an-email',
      facebook: 'javascript:alert(1)',
      position: ' ',
    };
    expect(
      (await refusal(api.content.create(team, submission(fields), ADMIN_ACTOR))).errors,
    ).toEqual({
      email: 'Email must be an e-mail address.',
      facebook: 'Facebook must be a web address starting with http:// or https://.',
      position: 'Position is required.',
      image: `${team.fields.image.label} is required.`,
    });
    // A photo with bad fields is not even stored for a moment.
    await refusal(api.content.create(team, submission(fields, { image: picture() }), ADMIN_ACTOR));
    expect(await everything(team)).toEqual(before);
  });

  it('a file the processor refuses, worded for its field', async () => {
    const before = await everything(team);
    const refused = await refusal(
      api.content.create(
        team,
        submission(memberFields(), { image: { name: 'evil.png', bytes: NOT_A_PICTURE } }),
        ADMIN_ACTOR,
      ),
    );
    expect(refused).toMatchObject({
      kind: 'invalid',
      errors: { image: 'Image must be a picture (JPEG, PNG, WebP, GIF or AVIF).' },
    });
    expect(await everything(team)).toEqual(before);
  });
});

describe('edits carry the version the person saw', () => {
  const BAD_VERSIONS: unknown[] = [
    1e20,
    2 ** 53,
    -1,
    0,
    1.5,
    '12abc',
    true,
    null,
    '1e3',
    [1],
    '99999999999999999999',
  ];

  it('a version no record can have is refused naming version, before the record is looked for', async () => {
    const made = await api.content.create(counter, submission(counterValues()), ADMIN_ACTOR);
    for (const version of BAD_VERSIONS) {
      const refused = await refusal(
        api.content.update(
          counter,
          made.id,
          submission(counterValues('Edited')),
          version,
          ADMIN_ACTOR,
        ),
      );
      expect(refused, JSON.stringify(version)).toMatchObject({ kind: 'invalid' });
      expect(refused.errors).toHaveProperty('version');
    }
    expect(
      (
        await refusal(
          api.content.update(
            counter,
            'no-such-id',
            submission(counterValues()),
            2 ** 60,
            ADMIN_ACTOR,
          ),
        )
      ).kind,
    ).toBe('invalid');
    expect(await api.content.get(counter, made.id)).toEqual(made);
  });

  it('a stale edit is refused with 409 and changes nothing; an edit of a deleted record, 404', async () => {
    const made = await api.content.create(counter, submission(counterValues()), ADMIN_ACTOR);
    const saved = await api.content.update(
      counter,
      made.id,
      submission({ ...counterValues(), value1: 11 }),
      1,
      ADMIN_ACTOR,
    );
    expect(saved).toMatchObject({ value1: 11, version: 2 });
    const before = await everything(counter);

    expect(
      await refusal(
        api.content.update(
          counter,
          made.id,
          submission({ ...counterValues(), value1: 99 }),
          1,
          ADMIN_ACTOR,
        ),
      ),
    ).toEqual({
      kind: 'conflict',
      message: 'This counter was changed by someone else. Reload it and try again.',
      errors: {},
    });
    expect(await everything(counter)).toEqual(before);

    await api.content.remove(counter, made.id, ADMIN_ACTOR);
    expect(
      await refusal(
        api.content.update(counter, made.id, submission(counterValues()), 2, ADMIN_ACTOR),
      ),
    ).toMatchObject({
      kind: 'not-found',
      message: 'This counter no longer exists.',
    });
    expect((await refusal(api.content.remove(counter, made.id, ADMIN_ACTOR))).kind).toBe(
      'not-found',
    );
  });

  it('a stale edit with a new photo leaves no file behind', async () => {
    const made = await api.content.create(
      team,
      submission(memberFields(), { image: picture() }),
      ADMIN_ACTOR,
    );
    await api.content.update(
      team,
      made.id,
      submission({ ...memberFields(), position: 'Captain' }),
      1,
      ADMIN_ACTOR,
    );
    const before = await everything(team);
    await refusal(
      api.content.update(
        team,
        made.id,
        submission(memberFields(), { image: picture(2) }),
        1,
        ADMIN_ACTOR,
      ),
    );
    expect(await everything(team)).toEqual(before);
  });
});

describe('the files a record names', () => {
  const stored = (name: unknown) => api.bucket.keys().includes(uploadKey('team', String(name)));

  it('are kept by an edit that sends none, replaced by a new one, and swept once a restore no longer needs them', async () => {
    const fields = memberFields('Edit Me');
    const made = await api.content.create(
      team,
      submission(fields, { image: picture() }),
      ADMIN_ACTOR,
    );
    expect(stored(made.image)).toBe(true);

    const kept = await api.content.update(
      team,
      made.id,
      submission({ ...fields, position: 'Captain' }),
      1,
      ADMIN_ACTOR,
    );
    expect(kept).toMatchObject({ position: 'Captain', image: made.image, version: 2 });

    const replaced = await api.content.update(
      team,
      made.id,
      submission(fields, { image: picture(2) }),
      2,
      ADMIN_ACTOR,
    );
    expect(replaced.image).not.toBe(made.image);
    // The replaced picture stays for a restore of the version that named it.
    expect(stored(made.image)).toBe(true);
    expect(stored(replaced.image)).toBe(true);

    await api.content.remove(team, made.id, ADMIN_ACTOR);
    // The deleted record's picture waits in the bin, out of service, for a restore.
    expect(stored(replaced.image)).toBe(false);
    expect(api.bucket.keys()).toContain(binKey(uploadKey('team', String(replaced.image))));

    // The sweep removes them once they are kept no longer, and not a day before.
    const sweep = fileSweep({ records: api.records, files: api.bucket.files, now: api.clock.now });
    api.clock.advance((Math.min(REPLACED_FILE_DAYS, DELETED_DAYS) - 1) * DAY_MS);
    expect((await sweep.sweep()).removed).toEqual([]);
    api.clock.advance((Math.abs(REPLACED_FILE_DAYS - DELETED_DAYS) + 2) * DAY_MS);
    expect((await sweep.sweep()).removed.sort()).toEqual(
      [
        uploadKey('team', String(made.image)),
        binKey(uploadKey('team', String(replaced.image))),
      ].sort(),
    );
    expect(api.bucket.keys()).toEqual([]);
  });

  it('a required one cannot be cleared', async () => {
    const made = await api.content.create(
      team,
      submission(memberFields(), { image: picture() }),
      ADMIN_ACTOR,
    );
    const refused = await refusal(
      api.content.update(
        team,
        made.id,
        submission({ ...memberFields(), image: '' }),
        1,
        ADMIN_ACTOR,
      ),
    );
    expect(refused.errors).toEqual({ image: `${team.fields.image.label} is required.` });
    expect(stored(made.image)).toBe(true);
  });
});

describe('the public site data', () => {
  it('has a list for every public resource, each in the site order, with only what a visitor sees', async () => {
    for (const title of ['Old', 'Middle', 'New']) {
      await api.content.create(counter, submission(counterValues(title)), ADMIN_ACTOR);
      api.clock.advance(1000);
    }
    for (const title of ['Location', 'Home', 'Email', 'Phone']) {
      await api.content.create(
        upperHeader,
        submission({ title, description1: 'one', description2: 'two' }),
        ADMIN_ACTOR,
      );
      api.clock.advance(1000);
    }
    const site = await api.content.siteData();
    expect(Object.keys(site).sort()).toEqual(siteResources.map((d) => d.name).sort());
    expect(site).not.toHaveProperty('certificate');
    expect(site).not.toHaveProperty('contact-message');
    expect(site.counter!.map((c) => c.title1)).toEqual(['New', 'Middle', 'Old']);
    expect(site['upper-header']!.map((h) => h.title)).toEqual([
      'Location',
      'Home',
      'Email',
      'Phone',
    ]);
    expect(Object.keys(site.counter![0]!).sort()).toEqual(
      ['id', ...Object.keys(counter.fields)].sort(),
    );
    // The legacy lists answer in the same order.
    expect((await api.content.list(counter)).map((c) => c.title1)).toEqual([
      'New',
      'Middle',
      'Old',
    ]);
  });
});
