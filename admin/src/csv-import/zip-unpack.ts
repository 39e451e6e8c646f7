import { dataStart, ZipProblem, type ZipEntry } from './zip-directory';
import { sizeText } from './words';

/**
 * Packed bytes handed to the inflater at a time. It waits for each to be read out before taking
 * the next, so past an entry's declared size at most one piece's worth of output (deflate
 * unpacks at most about 1,000 times its size: 16 MB) is in memory when unpacking stops.
 */
const PIECE = 16 * 1024;
/** Bytes read from the chosen file at a time. */
const READ = 1024 * 1024;

const MAKE_AGAIN = 'Please make the ZIP again from the pictures themselves.';

/** An entry that unpacks to more than it declares: a ZIP bomb, or a damaged ZIP. */
const growsPastDeclared = (entry: ZipEntry) =>
  `'${entry.path}' in the ZIP unpacks to more than the ${sizeText(entry.size)} the ZIP declares for it, so the ZIP is damaged or made to mislead; it was not read. ${MAKE_AGAIN}`;

const damaged = (entry: ZipEntry) =>
  `'${entry.path}' in the ZIP could not be unpacked: the ZIP is damaged. ${MAKE_AGAIN}`;

const refusedEntry = (entry: ZipEntry) =>
  entry.encrypted
    ? `'${entry.path}' in the ZIP is protected by a password. Please make the ZIP again without one.`
    : entry.method !== 0 && entry.method !== 8
      ? `'${entry.path}' in the ZIP is packed in a way the console cannot read. Please make the ZIP again with your computer's own "Compress" (or "Send to › Compressed folder").`
      : undefined;

/** Feeds the packed bytes to the inflater a piece at a time, each once the last was taken. */
const feed = async (packed: Blob, writer: WritableStreamDefaultWriter<BufferSource>) => {
  for (let at = 0; at < packed.size; at += READ) {
    const bytes = new Uint8Array(await packed.slice(at, at + READ).arrayBuffer());
    for (let i = 0; i < bytes.byteLength; i += PIECE)
      await writer.write(bytes.subarray(i, i + PIECE));
  }
  await writer.close();
};

/**
 * A deflated entry's bytes, counted as they come: unpacking stops past the declared size.
 * `keep` false only counts them, holding nothing.
 */
const inflate = async (packed: Blob, entry: ZipEntry, keep: boolean): Promise<BlobPart[]> => {
  const inflater = new DecompressionStream('deflate-raw');
  const reader = inflater.readable.getReader();
  // Ends with the reading below; its own failure (the reading stopped) needs no word.
  const fed = feed(packed, inflater.writable.getWriter()).catch(() => undefined);
  const chunks: BlobPart[] = [];
  let total = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.byteLength;
      if (total > entry.size) {
        await reader.cancel().catch(() => undefined);
        throw new ZipProblem(growsPastDeclared(entry));
      }
      if (keep) chunks.push(read.value);
    }
  } catch (error) {
    throw error instanceof ZipProblem ? error : new ZipProblem(damaged(entry));
  } finally {
    await fed;
  }
  if (total !== entry.size) throw new ZipProblem(damaged(entry));
  return chunks;
};

/** An entry's packed bytes in the ZIP, or why it cannot be unpacked. */
const packedOf = async (zip: Blob, entry: ZipEntry) => {
  const refused = refusedEntry(entry);
  if (refused) throw new ZipProblem(refused);
  let start: number;
  try {
    start = await dataStart(zip, entry);
  } catch {
    throw new ZipProblem(damaged(entry));
  }
  const packed = zip.slice(start, start + entry.compressedSize);
  const stored = entry.method === 0;
  if (packed.size !== entry.compressedSize || (stored && entry.compressedSize !== entry.size))
    throw new ZipProblem(damaged(entry));
  return { packed, stored };
};

/**
 * Checks that an entry unpacks to exactly its declared size (which the caller has checked
 * against the limits), counting its bytes and keeping none. Rejects with a ZipProblem.
 */
export const checkEntry = async (zip: Blob, entry: ZipEntry) => {
  const { packed, stored } = await packedOf(zip, entry);
  if (!stored) await inflate(packed, entry, false);
};

/**
 * One file of a ZIP, never more than its declared size. A stored file is a slice of the chosen
 * ZIP, nothing copied; a deflated one is inflated here. Rejects with a ZipProblem.
 */
export const unpackEntry = async (
  zip: Blob,
  entry: ZipEntry,
  { name, type }: { name: string; type: string },
): Promise<File> => {
  const { packed, stored } = await packedOf(zip, entry);
  return new File(stored ? [packed] : await inflate(packed, entry, true), name, { type });
};
