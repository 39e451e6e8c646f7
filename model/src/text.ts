/** Table cells cut long text to this many characters, then add an ellipsis (spec §5). */
export const TABLE_TEXT_LIMIT = 20;

export const truncate = (text: string, limit = TABLE_TEXT_LIMIT) =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;

/** Cut at the table limit; the ellipsis when `longer` says so (by default, when this text is). */
export const cutForTable = (text: string, longer = text.length > TABLE_TEXT_LIMIT) =>
  `${text.slice(0, TABLE_TEXT_LIMIT)}${longer ? '...' : ''}`;

/** The spec's WhatsApp links put the country code +88 in front of the stored number. */
export const whatsappLink = (number: string) => `https://wa.me/88${number.replace(/\D/g, '')}`;
