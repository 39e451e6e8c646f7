import { certificate, lookupPath, parseRecord, type SiteRecord } from '@club/model';
import { ApiError, callApi } from '../../../lib/api';

export type CertificateState =
  | { status: 'found'; certificate: SiteRecord<typeof certificate> }
  | { status: 'missing' }
  | { status: 'error' };

// One request per code and visit; `use()` needs the same promise on every render.
const requests = new Map<string, Promise<CertificateState>>();

/** The certificate with exactly this code, or word that none exists (a 404 is an answer). */
export function loadCertificate(code: string): Promise<CertificateState> {
  let request = requests.get(code);
  if (!request) {
    request = callApi(lookupPath(certificate, code)).then(
      (raw): CertificateState => ({ status: 'found', certificate: parseRecord(certificate, raw) }),
      (error: unknown): CertificateState =>
        error instanceof ApiError && error.status === 404
          ? { status: 'missing' }
          : { status: 'error' },
    );
    requests.set(code, request);
  }
  return request;
}
