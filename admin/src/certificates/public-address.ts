import { certificateAddress as addressAt } from '@club/model';

/**
 * The one base address every certificate QR code leads to: PUBLIC_SITE_URL when the console was
 * built with it (vite.config.ts), else the origin the console itself is served from, which is
 * the site's own (docs/architecture.md: one origin). The list, the download and the sheet all
 * take it from here, so a printed code and a listed one can never disagree.
 */
export const publicSiteBase = (
  configured: string | undefined = import.meta.env.PUBLIC_SITE_URL as string | undefined,
  origin: string | undefined = globalThis.location?.origin,
): string => (configured?.trim() || origin || '').replace(/\/+$/, '');

/** What a certificate's QR code encodes: `<base>/show/<url-encoded code>`. */
export const certificateAddress = (code: string, base: string = publicSiteBase()) =>
  addressAt(code, base);

// Shared with the API, which names the credential it mails the same way.
export { codeFileName } from '@club/model';
