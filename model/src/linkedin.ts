import { CLUB_NAME } from './club.js';
import { certificatePath } from './paths.js';

/** What of a certificate LinkedIn's "Add licence or certification" form is filled in with. */
export interface LinkedInCertificate {
  code: string;
  position: string;
  event: string;
  year: string;
  /** When the club issued it (the record's createdAt, ISO 8601). */
  issuedAt: string;
  /** The last day it is valid (YYYY-MM-DD); empty or absent when it never expires. */
  validUntil?: string;
}

const LINKEDIN_ADD = 'https://www.linkedin.com/profile/add';

/**
 * The certification's name on the profile: "Champion, Robo Carnival 2025". The year is added
 * only when the event's name does not already say it ("Champion, Rover Challenge 2025").
 */
export const linkedInCertificationName = ({
  position,
  event,
  year,
}: Pick<LinkedInCertificate, 'position' | 'event' | 'year'>) => {
  const when = year && !event.includes(year) ? ` ${year}` : '';
  return `${position}, ${event}${when}`;
};

/** Year and month (1-12) of an ISO date or timestamp as written: '2025-03-31T20:00:00Z' is 2025, 3. */
const yearMonth = (iso: string) => {
  const found = /^(\d{4})-(\d{2})/.exec(iso);
  return found ? { year: found[1]!, month: String(Number(found[2])) } : undefined;
};

/**
 * LinkedIn's add-to-profile address for a certificate: it opens the student's "Add licence or
 * certification" form filled in with the certificate's name, the club, the month it was issued
 * (and when it expires), its public page and its code. `siteOrigin` is the site's address, such
 * as https://club.example.org. The month is the one of the stored timestamp (UTC), the month
 * the signed credential says it was issued in.
 */
export const linkedInAddUrl = (
  certificate: LinkedInCertificate,
  siteOrigin: string,
  organizationName: string = CLUB_NAME,
) => {
  const issued = yearMonth(certificate.issuedAt);
  const expires = certificate.validUntil ? yearMonth(certificate.validUntil) : undefined;
  const params: [string, string | undefined][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', linkedInCertificationName(certificate)],
    ['organizationName', organizationName],
    ['issueYear', issued?.year],
    ['issueMonth', issued?.month],
    ['expirationYear', expires?.year],
    ['expirationMonth', expires?.month],
    ['certUrl', `${siteOrigin.replace(/\/+$/, '')}${certificatePath(certificate.code)}`],
    ['certId', certificate.code],
  ];
  // encodeURIComponent, not URLSearchParams: a space is %20 rather than '+', which every
  // reader of the address decodes alike.
  const query = params
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${LINKEDIN_ADD}?${query}`;
};
