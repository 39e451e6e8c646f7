import type { UploadTicket } from '@club/model';

const box = (type: string, ...content: Uint8Array[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

const ftyp = () => box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));

/** An MP4 as a camera writes one: the ftyp header, the movie box, then the media data. */
export const mp4Bytes = (mediaBytes = 4096) =>
  new Uint8Array(
    Buffer.concat([
      ftyp(),
      box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)))),
      box('mdat', Buffer.alloc(mediaBytes, 7)),
    ]),
  );

/** A playable MP4 with a page in a `free` box, which players skip: a video that is also a script. */
export const mp4WithScript = () =>
  new Uint8Array(
    Buffer.concat([
      mp4Bytes(),
      box('free', Buffer.from('<html><body><ScRiPt>fetch("/api/admin/update")</ScRiPt>')),
    ]),
  );

/** A real WebM followed by an EBML Void element (0xEC) holding a page: a WebM/HTML polyglot. */
export const webmWithScript = (webm: Uint8Array) => {
  const page = Buffer.from('<svg onload=1><script>alert(document.domain)</script>');
  // An 8-byte EBML size: 0x01 then seven bytes of length.
  const size = Buffer.alloc(8);
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(page.length, 2, 6);
  return new Uint8Array(Buffer.concat([webm, Buffer.from([0xec]), size, page]));
};

/** A web page behind an MP4's first bytes: what a 4-byte signature check takes for a video. */
export const disguisedHtml = () =>
  new Uint8Array(
    Buffer.concat([
      ftyp(),
      Buffer.from('<html><body><script>document.cookie</script></body></html>'.repeat(20)),
    ]),
  );

/** Posts a file to a presigned POST exactly as the console does: the fields, then `file`. */
export const postToBucket = async (ticket: UploadTicket, bytes: Uint8Array, type: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  return fetch(ticket.url, { method: 'POST', body: form });
};
