import { describe, expect, it } from 'vitest';
import { CLUB_NAME, linkedInAddUrl, linkedInCertificationName } from '../src/index.js';

const champion = {
  code: 'Nusrat Jahan_Robo Carnival 2025_BUET_Champion_2025',
  position: 'Champion',
  event: 'Robo Carnival 2025',
  year: '2025',
  issuedAt: '2025-03-31T20:15:00.000Z',
};

/** The form's fields as LinkedIn reads them from the address. */
const fieldsOf = (address: string): Record<string, string> => {
  const url = new URL(address);
  return { where: `${url.origin}${url.pathname}`, ...Object.fromEntries(url.searchParams) };
};

describe("LinkedIn's add-to-profile address", () => {
  it('fills in the certification: its name, the club, the month issued, its page and code', () => {
    expect(fieldsOf(linkedInAddUrl(champion, 'https://club.example.org/'))).toEqual({
      where: 'https://www.linkedin.com/profile/add',
      startTask: 'CERTIFICATION_NAME',
      name: 'Champion, Robo Carnival 2025',
      organizationName: CLUB_NAME,
      issueYear: '2025',
      // March as stored (UTC), the month the signed credential says, not 1 April in Dhaka.
      issueMonth: '3',
      certUrl:
        'https://club.example.org/show/Nusrat%20Jahan_Robo%20Carnival%202025_BUET_Champion_2025',
      certId: champion.code,
    });
  });

  it('says when it expires only when the certificate has a last valid day', () => {
    const fields = fieldsOf(
      linkedInAddUrl({ ...champion, validUntil: '2027-06-30' }, 'https://club.example.org'),
    );
    expect(fields).toMatchObject({ expirationYear: '2027', expirationMonth: '6' });
    const never = fieldsOf(linkedInAddUrl({ ...champion, validUntil: '' }, 'https://c.org'));
    expect(never).not.toHaveProperty('expirationYear');
    expect(never).not.toHaveProperty('expirationMonth');
  });

  it('keeps every script and punctuation of the code, with spaces as %20 rather than +', () => {
    const code = 'তাসনিম রহমান_Robo Olympiad_JU/CSE_Runner-up #1 & co_2025';
    const address = linkedInAddUrl(
      { ...champion, code, event: 'Robo Olympiad', position: 'Runner-up #1 & co' },
      'https://club.example.org',
    );
    expect(address).not.toContain('+');
    expect(address).not.toMatch(/[ #]/);
    const fields = fieldsOf(address);
    expect(fields.certId).toBe(code);
    expect(fields.name).toBe('Runner-up #1 & co, Robo Olympiad 2025');
    expect(decodeURIComponent(new URL(fields.certUrl!).pathname.slice('/show/'.length))).toBe(code);
  });

  it('adds the year to the name only when the event does not already say it', () => {
    expect(linkedInCertificationName(champion)).toBe('Champion, Robo Carnival 2025');
    expect(
      linkedInCertificationName({ position: 'Finalist', event: 'Rover Challenge', year: '2024' }),
    ).toBe('Finalist, Rover Challenge 2024');
  });
});
