import { certificateAddress, SITE_ADDRESS_PATH } from '@club/model';

// One answer per way of asking (the browser's fetch; a test's own).
const asked = new WeakMap<typeof fetch, Promise<string>>();

/**
 * The site's public address, as the API answers it: the one mail, shares, LinkedIn and the
 * credentials' did:web name (docs/certificates.md). Never the origin the console happens to be
 * open at: an administrator at 127.0.0.1, or at the CDN's own name when the site has a domain
 * of its own, would otherwise print codes that lead where the signature cannot be checked.
 * Asked once; a failure is not kept, so the next code asks again.
 */
export const publicSiteAddress = (load: typeof fetch = fetch): Promise<string> => {
  const known = asked.get(load);
  if (known) return known;
  const asking = load(SITE_ADDRESS_PATH, { headers: { Accept: 'application/json' } })
    .then(async (answer) => {
      const body = (await answer.json().catch(() => undefined)) as
        { address?: unknown } | undefined;
      if (!answer.ok || typeof body?.address !== 'string' || !body.address)
        throw new Error("The site's public address could not be read. Please try again.");
      return body.address.replace(/\/+$/, '');
    })
    .catch((error: unknown) => {
      asked.delete(load);
      throw error;
    });
  asked.set(load, asking);
  return asking;
};

/**
 * What a certificate's QR code encodes, wherever the console draws one (the list, a download,
 * the sheet and its ZIP): `<public address>/show/<url-encoded code>`.
 */
export const publicCertificateAddress = async (code: string) =>
  certificateAddress(code, await publicSiteAddress());

// Shared with the API, which names the credential it mails the same way.
export { codeFileName } from '@club/model';
