import { describe, expect, it } from 'vitest';
import {
  certificate,
  contentResources,
  counter,
  editableFields,
  fieldErrors,
  inputSchema,
  subEvent,
  team,
  truncate,
  whatsappLink,
} from '../src/index.js';

const parse = (d: Parameters<typeof inputSchema>[0], input: Record<string, unknown>) => {
  const result = inputSchema(d).safeParse(input);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error) };
};

const member = {
  name: ' Nusrat ',
  position: 'President',
  description: 'Leads the club.',
  facebook: 'https://facebook.com/n',
  email: 'n@club.test',
  linkedin: 'https://linkedin.com/in/n',
  whatsapp: '017-1234 5678',
};

describe('input schemas derived from the model', () => {
  it('trims text and keeps only the digits of a WhatsApp number', () => {
    expect(parse(team, member).data).toMatchObject({ name: 'Nusrat', whatsapp: '01712345678' });
  });

  it('stores every text in one form (NFC) and with one kind of line break', () => {
    const decomposed = 'José Núñez'.normalize('NFD');
    const { data } = parse(team, {
      ...member,
      name: decomposed,
      description: 'Line one\r\nline two',
    });
    expect(data?.name).toBe('José Núñez'.normalize('NFC'));
    expect(data?.name).not.toBe(decomposed);
    expect(data?.description).toBe('Line one\nline two');
  });

  it('names every missing or malformed field in words a person understands', () => {
    expect(
      parse(team, { ...member, name: '', email: 'nope', linkedin: 'ftp://x', whatsapp: 'call me' })
        .errors,
    ).toEqual({
      name: 'Name is required.',
      email: 'Email must be an e-mail address.',
      linkedin: 'LinkedIn must be a web address starting with http:// or https://.',
      whatsapp: 'WhatsApp must be a phone number of 6 to 15 digits.',
    });
  });

  it('refuses script links and every non-http link in a list of registration links', () => {
    expect(parse(team, { ...member, facebook: 'javascript:alert(1)' }).errors).toHaveProperty(
      'facebook',
    );
    const sub = { eventName: 'E', header: 'H', description1: 'a', description2: 'b' };
    expect(parse(subEvent, { ...sub, links: 'https://a.test\nhttp://b.test' }).data).toBeDefined();
    expect(parse(subEvent, { ...sub, links: 'https://a.test data:text/html,x' }).errors).toEqual({
      links: 'Registration links: every link must start with http:// or https://.',
    });
  });

  it('reads counter values sent as form text as whole numbers', () => {
    const values = { title1: 'A', value1: '12', title2: 'B', value2: 3, title3: 'C', value3: '-1' };
    expect(parse(counter, values).errors).toEqual({ value3: 'Value 3 cannot be negative.' });
    expect(parse(counter, { ...values, value3: '7' }).data).toMatchObject({
      value1: 12,
      value3: 7,
    });
  });

  it('never accepts derived fields or file names from a client', () => {
    expect(editableFields(certificate)).not.toContain('code');
    expect(editableFields(team)).not.toContain('image');
    const cert = {
      name: 'Ayesha',
      event: 'Robo Carnival',
      univarsity: 'DIU',
      position: 'Champion',
      year: '2025',
      code: 'forged',
    };
    expect(parse(certificate, cert).data).not.toHaveProperty('code');
    expect(certificate.derive?.(cert)).toEqual({ code: 'Ayesha_Robo Carnival_DIU_Champion_2025' });
  });

  it('lists only real fields as console columns', () => {
    for (const d of contentResources) {
      for (const column of d.listColumns) expect(Object.keys(d.fields)).toContain(column);
    }
  });
});

describe('display helpers', () => {
  it('cuts table text at 20 characters with an ellipsis', () => {
    expect(truncate('Builds line followers and rovers')).toBe('Builds line follower...');
    expect(truncate('Short text')).toBe('Short text');
  });

  it('puts the +88 country code in WhatsApp links', () => {
    expect(whatsappLink('01712-345678')).toBe('https://wa.me/8801712345678');
  });
});
