// Characters Windows, macOS or Linux refuse in a file name, and control characters.
// eslint-disable-next-line no-control-regex
const REFUSED = /[/\\:*?"<>|\u0000-\u001f]/g;

/**
 * A file name that keeps a certificate's code readable: `<code>.<extension>` with the
 * characters a file name cannot hold made '-'. The console's QR downloads and the credential
 * mailed to the student are named alike.
 */
export const codeFileName = (code: string, extension: string) => {
  const safe = code
    .replace(REFUSED, '-')
    .replace(/[. ]+$/, '')
    .trim();
  return `${safe || 'certificate'}.${extension}`;
};
