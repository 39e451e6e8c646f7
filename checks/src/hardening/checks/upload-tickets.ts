import { randomUUID } from 'node:crypto';
import {
  advertisement,
  INCOMING_PREFIX,
  restPath,
  subEvent,
  team,
  UPLOADS_PATH,
  type ResourceDefinition,
  type UploadTicket,
} from '@club/model';
import { logIn, loopback, send, type Answer } from '../client.js';
import { examplesOr, type Check, type Figure, type Target } from '../figures.js';
import { playableMp4, pngBytes } from '@club/testkit';
import { relatedRecords, tableOf, validFields } from '../records.js';

const RANGE = 10;
const from = loopback(RANGE, 0);
const PARALLEL_SAVES = 6;

/** The console's way to send a file: a ticket, then the file posted to the bucket with it. */
const uploaded = async (
  target: Target,
  cookie: string,
  ask: { resource: string; field: string; type: string },
  bytes: Buffer,
  key?: string,
) => {
  const answer = await send(target, {
    path: UPLOADS_PATH,
    json: { ...ask, contentType: ask.type, size: bytes.length, name: 'f' },
    cookie,
    from,
  });
  if (answer.status !== 201) throw new Error(`No upload ticket: ${answer.status} ${answer.text}`);
  const ticket = answer.json as UploadTicket;
  const form = new FormData();
  // The emulated bucket checks no policy: a form can put the file under a key of its choosing.
  for (const [name, value] of Object.entries(ticket.fields))
    form.append(name, name === 'key' && key ? key : value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: ask.type }), 'f');
  const posted = await fetch(ticket.url, { method: 'POST', body: form });
  if (posted.status >= 300) throw new Error(`The bucket refused an upload: ${posted.status}`);
  return key ?? ticket.key;
};

export const check: Check = {
  name: 'upload-tickets',
  async run(target) {
    const cookie = await logIn(target, { from });
    const related = await relatedRecords(target);
    const table = tableOf(target);
    const save = (d: ResourceDefinition, field: string, key: string) =>
      send(target, {
        path: restPath(d),
        json: { ...validFields(d, related, randomUUID().slice(0, 8)), [field]: { upload: key } },
        cookie,
        from,
      }).catch(() => undefined);
    const png = await pngBytes();
    const picture = { resource: team.name, field: 'image', type: 'image/png' };
    const video = { resource: subEvent.name, field: 'imageOrVideo', type: 'video/mp4' };

    // 1. One upload named by several saves at once: exactly one may take it.
    const races: { what: string; answers: (Answer | undefined)[] }[] = [];
    for (const [what, d, ask, bytes] of [
      ['picture', team, picture, png],
      ['video', subEvent, video, playableMp4()],
    ] as const) {
      const key = await uploaded(target, cookie, ask, bytes);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_SAVES }, () => save(d, ask.field, key)),
      );
      races.push({ what, answers });
    }
    const created = (answers: (Answer | undefined)[]) =>
      answers.filter((a) => a?.status === 201).length;
    const beyondOne = races.reduce((sum, r) => sum + Math.abs(created(r.answers) - 1), 0);
    const unexplained = races.flatMap((r) =>
      r.answers
        .filter((a) => !a || (a.status !== 201 && (a.status < 400 || a.status >= 500)))
        .map((a) => `${r.what}: ${a?.status ?? 'no answer'}`),
    );

    // 2. Uploads the API did not hand out to this save: none may be adopted.
    const sneaked = async (what: string, attempt: () => Promise<Answer | undefined>) => ({
      what,
      answer: await attempt(),
    });
    const ticketOf = (key: string) => key.slice(INCOMING_PREFIX.length);
    const changed = async (key: string, change: Record<string, unknown>) => {
      const ticket = await table.get('upload-ticket', ticketOf(key));
      if (!ticket) throw new Error(`No ticket was noted for ${key}`);
      await table.put('upload-ticket', { ...ticket, ...change });
      return key;
    };
    const tries = [
      await sneaked('a key no ticket names', async () =>
        save(
          team,
          'image',
          await uploaded(target, cookie, picture, png, `${INCOMING_PREFIX}${randomUUID()}`),
        ),
      ),
      await sneaked('a ticket for another kind of record', async () =>
        save(advertisement, 'image', await uploaded(target, cookie, picture, png)),
      ),
      await sneaked('a ticket for another field', async () =>
        save(
          subEvent,
          'imageOrVideo',
          await uploaded(
            target,
            cookie,
            { ...picture, resource: subEvent.name, field: 'demoPicture' },
            png,
          ),
        ),
      ),
      await sneaked('an expired ticket', async () =>
        save(
          team,
          'image',
          await changed(await uploaded(target, cookie, picture, png), { usableUntil: 0 }),
        ),
      ),
      await sneaked('another account’s ticket', async () =>
        save(
          team,
          'image',
          await changed(await uploaded(target, cookie, picture, png), {
            account: 'other@club.test',
          }),
        ),
      ),
      await sneaked('a video under a ticket for a picture', async () =>
        save(
          subEvent,
          'imageOrVideo',
          await uploaded(target, cookie, { ...video, type: 'image/png' }, playableMp4()),
        ),
      ),
    ];
    const adopted = tries.filter(
      (t) => !t.answer || t.answer.status < 400 || t.answer.status >= 500,
    );

    const figures: Figure[] = [
      {
        check: 'upload-tickets',
        figure: 'one upload, six saves at once: records other than one',
        value: beyondOne,
        bound: 0,
        detail: races
          .map((r) => `${r.what}: ${r.answers.map((a) => a?.status ?? '-').join(' ')}`)
          .join('; '),
      },
      {
        check: 'upload-tickets',
        figure: 'one upload, six saves at once: others not answered 4xx',
        value: unexplained.length,
        bound: 0,
        detail: examplesOr(unexplained, (u) => u, 'every other save: 4xx naming the field'),
      },
      {
        check: 'upload-tickets',
        figure: 'uploads not handed out to the save adopted (or 5xx)',
        value: adopted.length,
        bound: 0,
        detail: examplesOr(
          adopted,
          (t) => `${t.what}: ${t.answer?.status ?? 'no answer'}`,
          tries.map((t) => `${t.what}: ${t.answer?.status}`).join('; '),
        ),
      },
    ];
    return figures;
  },
};
