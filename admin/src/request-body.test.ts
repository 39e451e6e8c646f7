import { certificate, counter, fileUrl, subEvent, team } from '@club/model';
import { describe, expect, it } from 'vitest';
import { isNewFile, newFiles, toJsonBody } from './request-body';
import { memberValues } from './testing/team-member';

const member = {
  id: 'm1',
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...memberValues,
  image: 'ada.webp',
};

const chosen = (name: string) => ({
  rawFile: new File(['png bytes'], name, { type: 'image/png' }),
  src: 'blob:preview',
  title: name,
});

const KEY = 'incoming/0b6f7c1e-4d2a-4c59-9a7e-1f2d3c4b5a69';

describe('toJsonBody', () => {
  it('sends every editable field and the stored file name, nothing else', () => {
    const body = toJsonBody(team, member);
    expect(Object.keys(body).sort()).toEqual(
      [
        'description',
        'email',
        'facebook',
        'image',
        'linkedin',
        'name',
        'position',
        'whatsapp',
      ].sort(),
    );
    expect(body).toMatchObject({ name: 'Ada', whatsapp: '01700000000', image: 'ada.webp' });
  });

  it('names a newly chosen file by the key it was uploaded under', () => {
    const body = toJsonBody(team, { ...member, image: chosen('new.png') }, 3, { image: KEY });
    expect(body.image).toEqual({ upload: KEY });
  });

  it('refuses to send a chosen file that was not uploaded, rather than dropping it', () => {
    expect(() => toJsonBody(team, { ...member, image: chosen('new.png') })).toThrow(/not uploaded/);
  });

  it('clears a removed file (react-admin sets null) and leaves out one the form never had', () => {
    const record = { eventName: 'Robo Carnival 2025', header: 'Race', imageOrVideo: 'race.webm' };
    expect(toJsonBody(subEvent, { ...record, demoPicture: null }, 2)).toMatchObject({
      imageOrVideo: 'race.webm',
      demoPicture: '',
      version: 2,
    });
    expect(toJsonBody(subEvent, record)).not.toHaveProperty('demoPicture');
  });

  it('includes the version on update and not on create', () => {
    expect(toJsonBody(team, member, 3).version).toBe(3);
    expect(toJsonBody(team, member)).not.toHaveProperty('version');
  });

  it('sends an emptied input as empty text and never a derived field', () => {
    const body = toJsonBody(
      certificate,
      { name: null, code: 'a_b_c_d_e', image: chosen('c.png') },
      undefined,
      {
        image: KEY,
      },
    );
    expect(body.name).toBe('');
    expect(body).not.toHaveProperty('code');
  });

  it('keeps counts as numbers', () => {
    const data = { title1: 'Members', value1: 40, title2: 'Robots', value2: 12, title3: 'Cups' };
    expect(toJsonBody(counter, { ...data, id: 'c1', value3: 3 }, 7)).toEqual({
      ...data,
      value3: 3,
      version: 7,
    });
  });
});

describe('newFiles', () => {
  it('lists only the files the person just chose, by field', () => {
    const demo = chosen('demo.png');
    expect(newFiles(subEvent, { imageOrVideo: 'race.webm', demoPicture: demo })).toEqual([
      { field: 'demoPicture', file: demo.rawFile },
    ]);
  });

  it('takes a bare `{ rawFile }`, as a bulk issue sends it', () => {
    const rawFile = new File(['x'], 'c.png', { type: 'image/png' });
    expect(newFiles(certificate, { image: { rawFile } })).toEqual([
      { field: 'image', file: rawFile },
    ]);
  });

  it('tells a chosen file from a stored file name', () => {
    expect(isNewFile(chosen('x.png'))).toBe(true);
    expect(isNewFile('x.png')).toBe(false);
    expect(isNewFile({ src: fileUrl(team, 'x.png') })).toBe(false);
  });
});
