import { certificate } from '@club/model';
import { describe, expect, it } from 'vitest';
import { liveDerivedValues } from './derived';

describe('the code shown live in the certificate form', () => {
  it('is what the server will derive: the trimmed fields joined with underscores', () => {
    expect(
      liveDerivedValues(certificate, {
        name: ' Ayesha Siddiqua ',
        event: 'Robo Carnival 2025',
        univarsity: 'DIU',
        position: 'Champion',
        year: '2025 ',
      }),
    ).toEqual({ code: 'Ayesha Siddiqua_Robo Carnival 2025_DIU_Champion_2025' });
  });

  it('grows as the person types and is empty on an empty form', () => {
    expect(liveDerivedValues(certificate, {})).toEqual({ code: '' });
    expect(liveDerivedValues(certificate, { name: 'Ayesha', year: null })).toEqual({
      code: 'Ayesha____',
    });
  });
});
