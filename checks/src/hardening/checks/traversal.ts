import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentResources, fileFields, uploadUrl } from '@club/model';
import { inParallel, loopback, send } from '../client.js';
import { examplesOr, type Check, type Figure } from '../figures.js';
import { readAll } from '../records.js';

const RANGE = 5;
const from = loopback(RANGE, 0);

// Ways to write `../`: encoded, in lower case, dots encoded, twice encoded, backslashes, overlong UTF-8.
const SINGLE = ['..%2F', '..%2f', '%2E%2E%2F', '..%5C', '..%5c', '%2E%2E%5C', '..%c0%af'];
const DOUBLE = ['..%252F', '%252E%252E%252F', '..%255C'];
// Dot segments that URL parsers (browsers, the gateway's) collapse before routing: only
// checked for leaks, since what is left is a path outside /Upload (the site's page).
const RAW = ['../', '..\\', './../', '..//', '%2e%2e/', '.%2E/'];
const PREFIXES = ['/Upload/', '/Upload/image/', '/Upload/image/team/'];
const BAD_ENCODINGS = [
  '/%',
  '/%zz',
  '/%E0%A4%A',
  '/%ED%A0%80',
  '/api/%',
  '/api/v1/team/%zz',
  '/Upload/%',
  '/Upload/image/team/%',
  '/admin/%',
];

export const check: Check = {
  name: 'traversal',
  async run(target, depth) {
    // A secret beside the emulators' folders, named as s3rver names an object's bytes, so a
    // key that climbs out of the bucket would find it.
    const secret = `hardening-secret-${randomUUID()}`;
    const name = `secret-${randomUUID().slice(0, 8)}`;
    const planted = [join(target.dataDir, `${name}._S3rver_object`), join(target.dataDir, name)];
    await Promise.all(planted.map((file) => writeFile(file, secret)));
    try {
      const suffixes =
        depth === 'full' ? ['', '%00', '%00.png', '?download=1', '.png'] : ['', '%00'];
      const ups = [1, 2, 3, 4, 5, 6, 7];
      const paths = (seps: string[]) =>
        PREFIXES.flatMap((prefix) =>
          seps.flatMap((sep) =>
            ups.flatMap((n) =>
              suffixes.map((suffix) => `${prefix}${sep.repeat(n)}${name}${suffix}`),
            ),
          ),
        );
      const cases = [
        ...paths(SINGLE).map((path) => ({ path, refused: [400] })),
        // Decoded once, these are plain (odd) file names: no such file is refused too.
        ...paths(DOUBLE).map((path) => ({ path, refused: [400, 404] })),
        ...paths(RAW).map((path) => ({ path, refused: undefined })),
      ];
      const answers = await inParallel(cases, 8, ({ path }) => send(target, { path, from }));
      const leaked = cases.filter((_, i) => answers[i]!.text.includes(secret));
      const notRefused = cases
        .map((c, i) => ({ ...c, status: answers[i]!.status }))
        .filter((c) => c.refused && !c.refused.includes(c.status));

      const bad = await Promise.all(BAD_ENCODINGS.map((path) => send(target, { path, from })));
      const badNot400 = BAD_ENCODINGS.filter((_, i) => bad[i]!.status !== 400);

      // A real file still comes back: the refusals above are not a closed door for everything.
      const d = contentResources.find((r) => fileFields(r).length > 0)!;
      const [withFile] = await readAll(target, d);
      const real = withFile
        ? await send(target, {
            path: uploadUrl(d.uploadFolder!, String(withFile[fileFields(d)[0]!])),
            from,
          })
        : undefined;

      const figures: Figure[] = [
        {
          check: 'traversal',
          figure: 'secret file contents served',
          value: leaked.length,
          bound: 0,
          detail: leaked.length > 0 ? `e.g. ${leaked[0]!.path}` : `${cases.length} paths tried`,
        },
        {
          check: 'traversal',
          figure: 'climbing paths not refused',
          value: notRefused.length,
          bound: 0,
          detail: examplesOr(
            notRefused,
            (c) => `${c.path}: ${c.status}`,
            `${cases.filter((c) => c.refused).length} encoded paths, all 400 (404 for twice-encoded)`,
          ),
        },
        {
          check: 'traversal',
          figure: 'bad %-encodings not answered 400',
          value: badNot400.length,
          bound: 0,
          detail: `answers: ${bad.map((a, i) => `${BAD_ENCODINGS[i]} ${a.status}`).join(', ')}`,
        },
        {
          check: 'traversal',
          figure: 'real uploads not served',
          value: real?.status === 200 ? 0 : 1,
          bound: 0,
          detail: real
            ? `a ${d.name} picture: ${real.status}`
            : `no ${d.name} with a picture to read`,
        },
      ];
      return figures;
    } finally {
      await Promise.all(planted.map((file) => rm(file, { force: true })));
    }
  },
};
