import {
  contentResources,
  fieldEntries,
  fileUrl,
  legacyPath,
  restPath,
  UPLOAD_LIMITS,
  UPLOADS_PATH,
  type ResourceDefinition,
  type UploadTicket,
} from '@club/model';
import { logIn, loopback, send, type Answer } from '../client.js';
import type { Check, Depth, Figure, Target } from '../figures.js';
import {
  bombPng,
  gifBytes,
  jpegBytes,
  looksLikePage,
  mp4WithPage,
  mp4WithScript,
  PAGE,
  pngOfSize,
  svgWithScript,
  webmWithScript,
} from '@club/testkit';
import { renderDemoVideo } from '@club/demo';
import { relatedRecords, validFields, type Item } from '../records.js';

const RANGE = 3;
const admin = loopback(RANGE, 0);
const MB = 2 ** 20;

/** A file sent as a picture or video; `overLimit` ones must be refused whatever they hold. */
interface Payload {
  label: string;
  name: string;
  type: string;
  bytes: Buffer;
  overLimit?: boolean;
  /** Only for a field that takes videos. */
  mediaOnly?: boolean;
}

const payloads = async (depth: Depth): Promise<Payload[]> => {
  const jpeg = await jpegBytes();
  const svg = svgWithScript();
  const script = Buffer.from('<script>alert(document.cookie)</script>');
  return [
    { label: 'SVG with a script', name: 'logo.svg', type: 'image/svg+xml', bytes: svg },
    { label: 'SVG with a script named .png', name: 'logo.png', type: 'image/png', bytes: svg },
    { label: 'HTML named .png', name: 'photo.png', type: 'image/png', bytes: Buffer.from(PAGE) },
    {
      label: 'GIF with a script after it',
      name: 'anim.gif',
      type: 'image/gif',
      bytes: Buffer.concat([await gifBytes(), script]),
    },
    {
      label: 'GIF/JS polyglot',
      name: 'anim.gif',
      type: 'image/gif',
      bytes: Buffer.from(
        'GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=alert(document.cookie);//',
        'latin1',
      ),
    },
    {
      label: 'JPEG with HTML after it',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from(PAGE)]),
    },
    { label: 'zero-byte file', name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
    {
      label: 'truncated JPEG',
      name: 'cut.jpg',
      type: 'image/jpeg',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    },
    {
      label: 'decompression bomb (20000×20000 PNG)',
      name: 'bomb.png',
      type: 'image/png',
      bytes: bombPng(20_000),
    },
    {
      label: 'MP4 header before a web page',
      name: 'race.mp4',
      type: 'video/mp4',
      bytes: mp4WithPage(),
      mediaOnly: true,
    },
    {
      label: 'MP4 with a script in a free box',
      name: 'race.mp4',
      type: 'video/mp4',
      bytes: mp4WithScript(),
      mediaOnly: true,
    },
    {
      label: 'WebM with a page after it',
      name: 'race.webm',
      type: 'video/webm',
      bytes: webmWithScript(await renderDemoVideo({ hue: 120, seconds: 1 })),
      mediaOnly: true,
    },
    {
      label: `picture over ${UPLOAD_LIMITS.picture.bytes / MB} MB`,
      name: 'huge.png',
      type: 'image/png',
      bytes: await pngOfSize(UPLOAD_LIMITS.picture.bytes + MB),
      overLimit: true,
    },
    ...(depth === 'full'
      ? [
          {
            label: 'picture of 5 MB',
            name: 'big.png',
            type: 'image/png',
            bytes: await pngOfSize(5 * MB),
          },
        ]
      : []),
  ];
};

type Outcome = { answer?: Answer; record?: Item; d: ResourceDefinition; field: string };

/** Samples the stack's memory while `work` runs; the peak above the start, in MB. */
const peakGrowth = async <T>(target: Target, work: () => Promise<T>) => {
  if (!target.groupMemory) return { result: await work(), growth: NaN };
  const start = await target.groupMemory();
  let peak = start;
  const timer = setInterval(() => {
    void target.groupMemory!().then((bytes) => (peak = Math.max(peak, bytes)));
  }, 200);
  try {
    const result = await work();
    peak = Math.max(peak, await target.groupMemory());
    return { result, growth: (peak - start) / MB };
  } finally {
    clearInterval(timer);
  }
};

export const check: Check = {
  name: 'uploads',
  async run(target, depth) {
    const cookie = await logIn(target, { from: admin });
    const related = await relatedRecords(target);
    const fieldOf = (kind: 'image' | 'media') =>
      contentResources.flatMap((d) =>
        fieldEntries(d)
          .filter(([, f]) => f.kind === kind && f.required)
          .map(([field]) => ({ d, field, kind })),
      )[0]!;
    const targets = [fieldOf('image'), fieldOf('media')];

    const record = (answer: Answer) => {
      const body = answer.json as (Item & { data?: Item }) | undefined;
      return body?.data ?? body;
    };

    /** The old add form: the fields and the file as one multipart body. */
    const outcome = (
      answer: Answer | undefined,
      d: ResourceDefinition,
      field: string,
    ): Outcome => ({
      answer,
      record: answer && answer.status < 300 ? record(answer) : undefined,
      d,
      field,
    });

    const viaForm = async (
      { d, field }: (typeof targets)[number],
      p: Payload,
    ): Promise<Outcome> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(
        validFields(d, related, crypto.randomUUID().slice(0, 8)),
      ))
        form.append(name, String(value));
      form.append(field, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
      const answer = await send(target, {
        path: legacyPath(d, 'add'),
        body: form,
        cookie,
        from: admin,
      }).catch(() => undefined);
      return outcome(answer, d, field);
    };

    /** The console's way: a ticket, the file straight to the bucket, then the record naming it. */
    const viaBucket = async (
      { d, field }: (typeof targets)[number],
      p: Payload,
    ): Promise<Outcome> => {
      // Over the limit, the ticket itself is asked for too little: the bucket does not check.
      const declared = p.overLimit ? 1000 : p.bytes.length;
      const ticketAnswer = await send(target, {
        path: UPLOADS_PATH,
        json: { resource: d.name, field, contentType: p.type, size: declared, name: p.name },
        cookie,
        from: admin,
      }).catch(() => undefined);
      if (ticketAnswer?.status !== 201) return { answer: ticketAnswer, d, field };
      const ticket = ticketAnswer.json as UploadTicket;
      const form = new FormData();
      for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
      const posted = await fetch(ticket.url, { method: 'POST', body: form });
      if (posted.status >= 300) throw new Error(`The bucket refused an upload: ${posted.status}`);
      const answer = await send(target, {
        path: restPath(d),
        json: {
          ...validFields(d, related, crypto.randomUUID().slice(0, 8)),
          [field]: { upload: ticket.key },
        },
        cookie,
        from: admin,
      }).catch(() => undefined);
      return outcome(answer, d, field);
    };

    const all = await payloads(depth);
    // A ticket for more than the limit is refused before any byte moves.
    const overLimitTicket = await send(target, {
      path: UPLOADS_PATH,
      json: {
        resource: targets[0]!.d.name,
        field: targets[0]!.field,
        contentType: 'image/png',
        size: UPLOAD_LIMITS.picture.bytes + 1,
        name: 'huge.png',
      },
      cookie,
      from: admin,
    });

    const { result: outcomes, growth } = await peakGrowth(target, async () => {
      const done: (Outcome & { payload: Payload; path: string })[] = [];
      for (const [i, p] of all.entries())
        for (const [j, t] of targets.entries()) {
          if (p.mediaOnly && t.kind !== 'media') continue;
          // Bounded: each file once, by one way or the other; the bomb and the fake video both ways.
          const both = depth === 'full' || p.mediaOnly || p.label.includes('bomb');
          if (both || (i + j) % 2 === 0)
            done.push({ ...(await viaForm(t, p)), payload: p, path: 'form' });
          if (both || (i + j) % 2 === 1)
            done.push({ ...(await viaBucket(t, p)), payload: p, path: 'bucket' });
        }
      return done;
    });

    const serverErrors = outcomes.filter((o) => !o.answer || o.answer.status >= 500);
    if (overLimitTicket.status >= 500)
      serverErrors.push({
        d: targets[0]!.d,
        field: 'ticket',
        payload: all.at(-1)!,
        path: 'ticket',
      });
    const dangerous: string[] = [];
    const overLimitStored: string[] = [];
    let stored = 0;
    for (const o of outcomes) {
      if (!o.record) continue;
      stored += 1;
      const name = String(o.record[o.field] ?? '');
      const file = await send(target, { path: fileUrl(o.d, name) });
      const type = String(file.headers['content-type'] ?? '');
      const served =
        file.status === 200 && /^(image\/webp|video\/)/.test(type) && !looksLikePage(file.body);
      if (!served) dangerous.push(`${o.payload.label} via ${o.path}: ${file.status} ${type}`);
      if (o.payload.overLimit) overLimitStored.push(`${o.payload.label} via ${o.path}`);
    }

    const refused = outcomes.filter(
      (o) => o.answer && o.answer.status >= 400 && o.answer.status < 500,
    ).length;
    const figures: Figure[] = [
      {
        check: 'uploads',
        figure: 'dangerous files stored as served',
        value: dangerous.length,
        bound: 0,
        detail:
          dangerous.length > 0
            ? dangerous.slice(0, 3).join('; ')
            : `${outcomes.length} tries: ${refused} refused, ${stored} stored re-encoded`,
      },
      {
        check: 'uploads',
        figure: '5xx answers (or none)',
        value: serverErrors.length,
        bound: 0,
        detail: serverErrors
          .slice(0, 3)
          .map((o) => `${o.payload.label} via ${o.path}: ${o.answer?.status ?? 'no answer'}`)
          .join('; '),
      },
      {
        check: 'uploads',
        figure: 'files over the limit accepted',
        value: overLimitStored.length + (overLimitTicket.status < 300 ? 1 : 0),
        bound: 0,
        detail: `ticket for ${UPLOAD_LIMITS.picture.bytes / MB} MB + 1 byte: ${overLimitTicket.status}${overLimitStored.length ? `; stored: ${overLimitStored.join(', ')}` : ''}`,
      },
      {
        check: 'uploads',
        figure: 'stack memory growth (MB)',
        value: Math.round(growth),
        bound: 300,
        detail: 'peak resident memory of the stack’s processes during the uploads',
      },
    ];
    return figures;
  },
};
