import { CLUB_NAME } from '@club/model';
import { useEffect, useState } from 'react';
import { checkCredential, type Verdict } from '../api/check-credential';
import { longDate } from './long-date';

/** What the page says of each outcome of the check, in words a visitor can act on. */
const said = (verdict: Verdict | undefined): { tone: string; text: string; detail?: string } => {
  switch (verdict?.kind) {
    case undefined:
      return { tone: 'checking', text: 'Checking the digital signature…' };
    case 'valid':
      return {
        tone: 'valid',
        text: `Digitally signed by ${CLUB_NAME} — signature and status verified`,
      };
    case 'revoked':
      return {
        tone: 'invalid',
        text: `Digitally signed by ${CLUB_NAME}, but the club has revoked it: it is no longer valid.`,
      };
    case 'expired':
      return {
        tone: 'invalid',
        text: `Digitally signed by ${CLUB_NAME}, but it expired after ${longDate(verdict.validUntil)}.`,
      };
    case 'refused':
      return {
        tone: 'invalid',
        text: `The digital signature does not match: this is not the certificate ${CLUB_NAME} issued.`,
        detail: verdict.reason,
      };
    case 'unchecked':
      return {
        tone: 'unknown',
        text: 'The digital signature could not be checked just now. Reload the page to try again.',
        detail: verdict.reason,
      };
  }
};

/**
 * The result of checking the certificate's signed credential in this browser, with the same
 * files any verifier would read (the credential, the club's DID document, its status list).
 */
export function CredentialCheck({
  address,
  siteOrigin,
  onVerdict,
}: {
  address: string;
  siteOrigin: string;
  onVerdict?: (verdict: Verdict) => void;
}) {
  const [verdict, setVerdict] = useState<Verdict>();
  useEffect(() => {
    let current = true;
    void checkCredential(address, siteOrigin).then((found) => {
      if (!current) return;
      setVerdict(found);
      onVerdict?.(found);
    });
    return () => {
      current = false;
    };
  }, [address, siteOrigin, onVerdict]);
  const { tone, text, detail } = said(verdict);
  return (
    <p role="status" className={`certificate__check certificate__check--${tone}`}>
      {text}
      {detail ? <small className="certificate__check-detail">{detail}</small> : null}
    </p>
  );
}
