/** How many pages a PDF has: its page objects (`/Type /Page`), not its page tree (`/Pages`). */
export const pdfPages = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
