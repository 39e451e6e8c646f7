const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One Base64 VLQ field list of a source map segment ("AAAA" → [0, 0, 0, 0]). */
const decodeSegment = (text: string) => {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`"${char}" is not a Base64 VLQ digit.`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
};

/**
 * Where each piece of generated code came from: per generated line, the segments' starting
 * columns and source indices (undefined for a segment that names no source), in order.
 */
export const decodeMappings = (mappings: string) => {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return { column, source: undefined };
        source += sourceDelta;
        return { column, source };
      });
  });
};

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

/**
 * Splits generated code in two by where each character came from: `picked` holds what the
 * source map traces to a source `pick` accepts, `rest` everything else (code mapped to no
 * source, line breaks). Each segment runs to the next one or to the end of its line.
 */
export const splitBySource = (
  code: string,
  map: SourceMapLike | null | undefined,
  pick: (source: string) => boolean,
) => {
  if (!map) return { picked: '', rest: code };
  const lines = code.split('\n');
  const segments = decodeMappings(map.mappings);
  let picked = '';
  let rest = '';
  lines.forEach((line, n) => {
    const onLine = [...(segments[n] ?? [])].sort((a, b) => a.column - b.column);
    rest += line.slice(0, onLine[0]?.column ?? line.length);
    onLine.forEach(({ column, source }, i) => {
      const piece = line.slice(column, onLine[i + 1]?.column ?? line.length);
      const name = source === undefined ? undefined : map.sources[source];
      if (name !== undefined && pick(name)) picked += piece;
      else rest += piece;
    });
    if (n < lines.length - 1) rest += '\n';
  });
  return { picked, rest };
};

/**
 * Code or a chunk's name without the content hashes the build put in them: `assets/Home-D4lU02Ha.js`
 * is `assets/Home.js`, and a module id such as `Section-zOSK3Rbs` is `Section`. The hashes of a
 * build with source maps differ from those of the plain build (the maps count), so chunks, and
 * the names they know each other by, are compared without them.
 */
export const unhashed = (text: string) => text.replace(/-[\w-]{8}(?=\.js\b|[`'"])/g, '');
