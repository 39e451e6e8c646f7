import type { UploadTicket } from '@club/model';
import { mp4WithPage, playableMp4 } from '@club/testkit';

/** An MP4 as a camera writes one: the ftyp header, the movie box, then the media data. */
export const mp4Bytes = () => new Uint8Array(playableMp4());

/** A web page behind an MP4's first bytes: what a 4-byte signature check takes for a video. */
export const disguisedHtml = () => new Uint8Array(mp4WithPage());

/** Posts a file to a presigned POST exactly as the console does: the fields, then `file`. */
export const postToBucket = async (ticket: UploadTicket, bytes: Uint8Array, type: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  return fetch(ticket.url, { method: 'POST', body: form });
};
