import { certificate, lookupPath, parseRecord, type PublicCertificate } from '@club/model';
import { ApiError, callApi } from '../../../lib/api';

export type CertificateState =
  { status: 'found'; certificate: PublicCertificate } | { status: 'missing' } | { status: 'error' };

/** An answer from an API older than signed certificates has no standing: none is claimed. */
const withStanding = (record: object): PublicCertificate => {
  const found = record as Partial<PublicCertificate>;
  return { ...found, standing: found.standing ?? { issuedAt: '' } } as PublicCertificate;
};

// One request per code and visit; `use()` needs the same promise on every render.
const requests = new Map<string, Promise<CertificateState>>();

/** The certificate with exactly this code, or word that none exists (a 404 is an answer). */
export function loadCertificate(code: string): Promise<CertificateState> {
  let request = requests.get(code);
  if (!request) {
    request = callApi(lookupPath(certificate, code)).then(
      (raw): CertificateState => ({
        status: 'found',
        certificate: withStanding(parseRecord(certificate, raw)),
      }),
      (error: unknown): CertificateState =>
        error instanceof ApiError && error.status === 404
          ? { status: 'missing' }
          : { status: 'error' },
    );
    requests.set(code, request);
  }
  return request;
}
