import { team } from '@club/model';
import { describe, expect, it } from 'vitest';
import { restoreSentence } from './restore-words';

describe('restoreSentence', () => {
  it('names one field and the value it goes back to', () => {
    expect(restoreSentence(team, ['position'], { position: 'Rover Lead' })).toBe(
      'Position goes back to “Rover Lead”.',
    );
  });

  it('names every field, a picture and an emptied one in words', () => {
    expect(
      restoreSentence(team, ['name', 'image', 'description'], {
        name: 'Tahmina',
        image: 'tahmina.png',
        description: '',
      }),
    ).toBe(
      'Name goes back to “Tahmina”, Image to the picture it had then and Description to being empty.',
    );
  });

  it('shortens a long text to its beginning', () => {
    const sentence = restoreSentence(team, ['description'], { description: 'x'.repeat(200) });
    expect(sentence).toBe(`Description goes back to “${'x'.repeat(59)}…”.`);
  });
});
