import { certificate, counter, team } from '@club/model';
import { describe, expect, it } from 'vitest';
import { isNewFile, requestBody, toFormData, toJsonBody } from './request-body';
import { memberValues } from './testing/team-member';

const member = {
  id: 'm1',
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...memberValues,
  image: 'ada.jpg',
};

const chosen = (name: string) => ({
  rawFile: new File(['png bytes'], name, { type: 'image/png' }),
  src: 'blob:preview',
  title: name,
});

describe('toFormData', () => {
  it('sends every editable field as a text part and nothing else', () => {
    const body = toFormData(team, member);
    expect(body.get('name')).toBe('Ada');
    expect(body.get('whatsapp')).toBe('01700000000');
    expect([...body.keys()].sort()).toEqual(
      ['description', 'email', 'facebook', 'linkedin', 'name', 'position', 'whatsapp'].sort(),
    );
  });

  it('appends a newly chosen file as a file part named after the field', () => {
    const body = toFormData(team, { ...member, image: chosen('new.png') });
    const part = body.get('image');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('new.png');
  });

  it('omits a file that was not changed, so the server keeps it', () => {
    expect(toFormData(team, member, 3).has('image')).toBe(false);
  });

  it('includes the version on update and not on create', () => {
    expect(toFormData(team, member, 3).get('version')).toBe('3');
    expect(toFormData(team, member).has('version')).toBe(false);
  });

  it('sends an emptied input as empty text and never a derived field', () => {
    const body = toFormData(certificate, { name: null, code: 'a_b_c_d_e', image: chosen('c.png') });
    expect(body.get('name')).toBe('');
    expect(body.has('code')).toBe(false);
    expect(body.get('image')).toBeInstanceOf(File);
  });
});

describe('toJsonBody and requestBody', () => {
  it('keeps counts as numbers and adds the version', () => {
    const data = { title1: 'Members', value1: 40, title2: 'Robots', value2: 12, title3: 'Cups' };
    expect(toJsonBody(counter, { ...data, id: 'c1', value3: 3 }, 7)).toEqual({
      ...data,
      value3: 3,
      version: 7,
    });
  });

  it('chooses multipart only for resources with file fields', () => {
    expect(requestBody(team, member)).toBeInstanceOf(FormData);
    const json = requestBody(counter, { title1: 'Members', value1: 1 });
    expect(typeof json).toBe('string');
    expect(JSON.parse(json as string)).toMatchObject({ title1: 'Members', value1: 1, title2: '' });
  });

  it('tells a chosen file from a stored file name', () => {
    expect(isNewFile(chosen('x.png'))).toBe(true);
    expect(isNewFile('x.png')).toBe(false);
    expect(isNewFile({ src: '/Upload/image/team/x.png' })).toBe(false);
  });
});
