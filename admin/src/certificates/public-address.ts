import { certificatePath } from '@club/model';

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
  `${base.replace(/\/+$/, '')}${certificatePath(code)}`;

// Characters Windows, macOS or Linux refuse in a file name, and control characters.
// eslint-disable-next-line no-control-regex
const REFUSED = /[/\\:*?"<>|\u0000-\u001f]/g;

/** A file name that keeps the code readable: `<code>.png` with refused characters made '-'. */
export const codeFileName = (code: string, extension: string) => {
  const safe = code
    .replace(REFUSED, '-')
    .replace(/[. ]+$/, '')
    .trim();
  return `${safe || 'certificate'}.${extension}`;
};
