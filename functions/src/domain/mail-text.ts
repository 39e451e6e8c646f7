const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML shows it: every character that could start markup escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

// A subject is one line: a line break in it could start a new mail header.
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
