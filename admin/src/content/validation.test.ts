import { certificate, counter, requiredMessage, subEvent, team } from '@club/model';
import { describe, expect, it } from 'vitest';
import { memberValues } from '../testing/team-member';
import { contentResolver, hasEmptyRequired } from './validation';

const member = memberValues;

// What react-hook-form passes a resolver; only the values matter here.
const resolve = (definition: Parameters<typeof contentResolver>[0], values: object) =>
  contentResolver(definition)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const messages = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, (v as { message: string }).message]),
  );

describe('contentResolver', () => {
  it('requires a file for a required file field', async () => {
    const { errors } = await resolve(team, member);
    expect(messages(errors)).toEqual({ image: requiredMessage(team.fields.image.label) });
  });

  it('accepts a stored file name and keeps raw values such as the version', async () => {
    const values = { ...member, image: 'ada.jpg', version: 4 };
    const result = await resolve(team, values);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ image: 'ada.jpg', version: 4 });
  });

  it("uses the model's messages for text and says 'required' for an empty number", async () => {
    const { errors } = await resolve(counter, { title1: null, value1: null, value2: 2 });
    expect(messages(errors)).toMatchObject({
      title1: requiredMessage(counter.fields.title1.label),
      value1: requiredMessage(counter.fields.value1.label),
    });
    expect(messages(errors)).not.toHaveProperty('value2');
  });
});

describe('hasEmptyRequired', () => {
  const filled = { title1: 'Projects', value1: 0, title2: 'Members', value2: 3 };

  it('finds a required field left empty, blank or never touched', () => {
    expect(hasEmptyRequired(counter, { ...filled, title3: 'Awards', value3: null })).toBe(true);
    expect(hasEmptyRequired(counter, { ...filled, title3: '  ', value3: 1 })).toBe(true);
    expect(hasEmptyRequired(counter, filled)).toBe(true);
  });

  it('counts a zero as a value, and skips optional and derived fields', () => {
    expect(hasEmptyRequired(counter, { ...filled, title3: 'Awards', value3: 0 })).toBe(false);
    const subEventValues = {
      eventName: 'Robo Carnival',
      imageOrVideo: 'race.mp4',
      header: 'Line Follower Race',
      description1: 'Fastest line follower wins.',
      description2: 'Bring your own robot.',
      links: 'https://forms.example.org/race',
    };
    // demoPicture is optional.
    expect(hasEmptyRequired(subEvent, subEventValues)).toBe(false);
    // A certificate's code is derived from the other fields, never typed.
    const issued = {
      name: 'Nadia',
      event: 'Rover',
      univarsity: 'NSU',
      position: '1st',
      year: '2025',
    };
    expect(hasEmptyRequired(certificate, { ...issued, image: 'nadia.webp' })).toBe(false);
  });
});
