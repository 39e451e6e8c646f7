import { randomUUID } from 'node:crypto';
import { certificate, legacyPath, lookupPath } from '@club/model';
import { logIn, loopback, send } from '../client.js';
import type { Check, Figure } from '../figures.js';
import { relatedRecords, validForm } from '../records.js';

const RANGE = 12;

/**
 * Text that looks the same must be the same: a name typed with composed accents (NFC) and
 * decomposed ones (NFD) makes one certificate code, found whichever way the code is typed.
 */
export const check: Check = {
  name: 'unicode',
  async run(target) {
    const from = loopback(RANGE, 0);
    const cookie = await logIn(target, { from });
    const related = await relatedRecords(target);
    const tried: string[] = [];
    let doubles = 0;
    let misses = 0;
    for (const name of ['José Núñez', 'Zoë Ångström', 'Nguyễn Thị Ánh']) {
      const form = (typed: 'NFC' | 'NFD') => {
        const tag = randomUUID().slice(0, 6);
        return validForm(certificate, related, tag).then((f) => {
          f.set('name', `${name} ${tag}`.normalize(typed));
          return f;
        });
      };
      const first = await form('NFC');
      const second = new FormData();
      for (const [key, value] of first.entries())
        second.append(key, key === 'name' ? String(value).normalize('NFD') : value);
      const path = legacyPath(certificate, 'add');
      const composed = await send(target, { path, body: first, cookie, from });
      const decomposed = await send(target, { path, body: second, cookie, from });
      if (decomposed.status < 300) doubles += 1;
      const code = (composed.json as { data?: { code?: string; _id?: string } }).data;
      const found = await Promise.all(
        ['NFC', 'NFD'].map((typed) =>
          send(target, {
            path: lookupPath(certificate, String(code?.code).normalize(typed)),
            from,
          }),
        ),
      );
      misses += found.filter(
        (f) => f.status !== 200 || (f.json as { _id?: string })._id !== code?._id,
      ).length;
      tried.push(
        `${name}: ${composed.status}/${decomposed.status}, found ${found.map((f) => f.status).join('/')}`,
      );
    }
    const figures: Figure[] = [
      {
        check: 'unicode',
        figure: 'look-alike names stored as a second certificate',
        value: doubles,
        bound: 0,
        detail: tried.join('; '),
      },
      {
        check: 'unicode',
        figure: 'lookups typed the other way not finding the certificate',
        value: misses,
        bound: 0,
        detail: 'each code looked up composed and decomposed',
      },
    ];
    return figures;
  },
};
