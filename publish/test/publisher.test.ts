import { certificate, certificatePath, parseRecord, type SiteData } from '@club/model';
import { publishedFileOf } from '@club/deploy';
import { describe, expect, it } from 'vitest';
import type { PageFile, PageFiles } from '../src/ports.js';
import { publisher, type PublishedContent } from '../src/publisher.js';

const TEMPLATE = `<!doctype html><html><head><!--page-head--><title>shell</title><!--/page-head--></head><body><!--page--><div id="root"></div><!--/page--></body></html>`;

/** The site bucket as a map of keys, counting what is written and removed. */
const memoryBucket = () => {
  const objects = new Map<string, PageFile>([
    [
      'index.html',
      { key: 'index.html', body: TEMPLATE, contentType: 'text/html', cacheControl: '' },
    ],
  ]);
  const written: string[] = [];
  const removed: string[] = [];
  const files: PageFiles = {
    read: async (key) => objects.get(key)?.body,
    write: async (file) => {
      objects.set(file.key, file);
      written.push(file.key);
    },
    remove: async (key) => {
      objects.delete(key);
      removed.push(key);
    },
  };
  return { objects, written, removed, files };
};

const record = (d: typeof certificate, values: Record<string, string>) => parseRecord(d, values);
const cert = (code: string) => ({
  ...record(certificate, {
    id: code,
    code,
    name: code,
    event: 'Robo Carnival 2025',
    univarsity: 'DIU',
    position: 'Champion',
    year: '2025',
    image: `${code}.webp`,
  }),
  standing: { issuedAt: '2025-03-01T10:00:00.000Z' },
});

/** A small club of each kind of record, editable between publishes. */
const club = (): PublishedContent & { site: Record<string, Record<string, unknown>[]> } => ({
  site: {
    'upper-header': [],
    team: [
      {
        id: 't1',
        name: 'Nusrat',
        position: 'President',
        description: '',
        image: 'n.webp',
        facebook: '',
        email: '',
        linkedin: '',
        whatsapp: '',
      },
    ],
    achievement: [],
    event: [
      {
        id: 'e1',
        title: 'Robo Fest',
        description: 'Races.',
        description1: '',
        description2: '',
        description3: '',
        image: 'e.webp',
      },
    ],
    'sub-event': [],
    advisor: [],
    counter: [],
    about: [],
    testimonial: [
      {
        id: 'te1',
        name: 'Dr. Rahman',
        position: 'Dean',
        description: 'Great club.',
        image: 'r.webp',
      },
    ],
    service: [],
    footer: [],
    slider: [],
    advertisement: [],
  },
  certificates: [cert('RC-1'), cert('RC-2')],
  credentials: [],
});

const setUp = () => {
  const bucket = memoryBucket();
  const invalidated: string[][] = [];
  let content = club();
  // Files taken out of service, as the API notes them (functions/src/domain/files/withdrawn-files.ts).
  const withdrawnFiles = new Map<string, string>();
  let cdnDown = false;
  const pages = publisher({
    files: bucket.files,
    cdn: {
      invalidate: async (paths) => {
        if (cdnDown) throw new Error('CloudFront is not answering');
        invalidated.push([...paths]);
      },
    },
    readContent: async () => ({ ...content, site: content.site as SiteData }),
    origin: 'https://club.test',
    withdrawn: {
      list: async () => [...withdrawnFiles].map(([id, path]) => ({ id, path })),
      forget: async (files) => files.forEach((f) => withdrawnFiles.delete(f.id)),
    },
  });
  const withdraw = (...paths: string[]) => paths.forEach((p) => withdrawnFiles.set(p, p));
  const cdnFails = (down: boolean) => (cdnDown = down);
  const edit = (change: (c: ReturnType<typeof club>) => void) => {
    content = structuredClone(content);
    change(content);
  };
  const publishFresh = async () => {
    bucket.written.length = 0;
    bucket.removed.length = 0;
    invalidated.length = 0;
    return pages.publish();
  };
  return { bucket, invalidated, edit, withdraw, withdrawnFiles, cdnFails, publish: publishFresh };
};

const key = (address: string) => publishedFileOf(address).slice(1);

describe('publishing the pages', () => {
  it('first makes every page, the 404 page and the site data', async () => {
    const { bucket, publish } = setUp();
    const report = await publish();
    expect(bucket.written).toEqual(
      expect.arrayContaining([
        'pages/index.html',
        'pages/team.html',
        key('/subevent?header=Robo%20Fest'),
        key(certificatePath('RC-1')),
        key(certificatePath('RC-2')),
        'pages/404.html',
        'pages/site-data.json',
      ]),
    );
    // 9 pages of the navbar and beyond, 1 event, 2 certificates, five 404s (any page's, a
    // certificate's, three of the sub-event pages'), the data, the index.
    expect(report.files).toBe(18);
    expect(bucket.written).toHaveLength(19);
    expect(bucket.objects.get('pages/404-certificate.html')?.body).toContain(
      'Certificate not found',
    );
    expect(bucket.objects.get('pages/team.html')?.body).toContain('Nusrat');
    expect(bucket.objects.get('pages/team.html')?.contentType).toBe('text/html; charset=utf-8');
  });

  it("has the CDN drop a deleted record's pictures, once, and again after a failure", async () => {
    const { invalidated, withdraw, withdrawnFiles, cdnFails, publish } = setUp();
    await publish();
    withdraw('/Upload/image/team/nusrat.webp', '/Upload/image/team/nusrat-400.webp');
    cdnFails(true);
    await expect(publish()).rejects.toThrow('CloudFront is not answering');
    expect(withdrawnFiles.size).toBe(2);
    cdnFails(false);
    await publish();
    expect(invalidated).toEqual([
      ['/Upload/image/team/nusrat.webp', '/Upload/image/team/nusrat-400.webp'],
    ]);
    expect(withdrawnFiles.size).toBe(0);
    await publish();
    expect(invalidated).toEqual([[]]);
  });

  it('writes nothing and invalidates nothing when nothing changed', async () => {
    const { bucket, invalidated, publish } = setUp();
    await publish();
    const report = await publish();
    expect(report.written).toEqual([]);
    expect(bucket.written).toEqual([]);
    expect(invalidated).toEqual([[]]);
  });

  it("rewrites only the pages that show an edited testimonial, and drops the CDN's copies of those", async () => {
    const { bucket, invalidated, edit, publish } = setUp();
    await publish();
    edit((c) => (c.site.testimonial![0]!.description = 'Superb club.'));
    await publish();
    expect(bucket.written.sort()).toEqual([
      'pages/index.html',
      'pages/published.json',
      'pages/site-data.json',
      'pages/testimonial.html',
    ]);
    expect(invalidated[0]?.sort()).toEqual([
      '/',
      '/pages/index.html',
      '/pages/site-data.json',
      '/pages/testimonial.html',
      '/testimonial',
    ]);
  });

  it("adds a new certificate's page alone, and removes a withdrawn one's", async () => {
    const { bucket, invalidated, edit, publish } = setUp();
    await publish();
    edit((c) => (c.certificates = [...c.certificates, cert('RC-3')]));
    await publish();
    expect(bucket.written.sort()).toEqual(['pages/published.json', key(certificatePath('RC-3'))]);
    edit((c) => (c.certificates = c.certificates.slice(1)));
    await publish();
    expect(bucket.removed).toEqual([key(certificatePath('RC-1'))]);
    expect(bucket.objects.has(key(certificatePath('RC-1')))).toBe(false);
    expect(invalidated[0]).toContain(`/${key(certificatePath('RC-1'))}`);
  });

  it("writes a revocation's status list before the page that says revoked, and the keys before both", async () => {
    const { bucket, edit, publish } = setUp();
    await publish();
    edit((c) => {
      c.certificates[0]!.standing = {
        issuedAt: '2025-03-01T10:00:00.000Z',
        revoked: { on: '2025-06-01T10:00:00.000Z', reason: 'Wrong team' },
      };
      c.statusList = '{"revoked":[0]}';
      c.didDocument = { id: 'did:web:club.test' };
    });
    await publish();
    const order = (k: string) => bucket.written.indexOf(k);
    expect(order('.well-known/did.json')).toBe(0);
    expect(order('credentials/status/1.json')).toBe(1);
    expect(order(key(certificatePath('RC-1')))).toBeGreaterThan(1);
    expect(bucket.objects.get(key(certificatePath('RC-1')))?.body).toContain('Wrong team');
  });

  it('drops everything from the CDN in one path when a change touches most pages', async () => {
    const { bucket, invalidated, edit, publish } = setUp();
    await publish();
    edit((c) =>
      c.site.footer!.push({
        id: 'f1',
        title: 'DIU Robotics Club',
        address: 'Ashulia',
        number: '',
        email: '',
        twitar: '',
        facebook: '',
        youtube: '',
        instagram: '',
        linkedin: '',
      }),
    );
    await publish();
    expect(bucket.written.length).toBeGreaterThan(10);
    expect(invalidated).toEqual([['/*']]);
  });

  describe("a renamed event's former addresses", () => {
    const renamed = (c: ReturnType<typeof club>, title: string, formerTitles: string[]) => {
      c.site.event![0]!.title = title;
      c.renamed = [
        { resource: 'event', id: 'e1', formerTitles: formerTitles.map((t) => ({ title: t })) },
      ];
    };

    it('get a page that sends the visitor on to the page now, and no search engine keeps', async () => {
      const { bucket, invalidated, edit, publish } = setUp();
      await publish();
      edit((c) => renamed(c, 'Robo Fest 2026', ['Robo Fest']));
      await publish();
      const moved = bucket.objects.get(key('/subevent?header=Robo%20Fest'))?.body ?? '';
      expect(moved).toContain(
        '<meta http-equiv="refresh" content="0; url=/subevent?header=Robo%20Fest%202026" />',
      );
      expect(moved).toContain(
        '<link rel="canonical" href="https://club.test/subevent?header=Robo%20Fest%202026" />',
      );
      expect(moved).toContain('<meta name="robots" content="noindex" />');
      expect(moved).toContain('<title>Robo Fest 2026 | DIU Robotics Club</title>');
      expect(bucket.objects.get(key('/subevent?header=Robo%20Fest%202026'))?.body).toContain(
        'Races.',
      );
      // The CDN drops its copy of the old address, which was the event's page until now.
      expect(invalidated[0]).toContain(`/${key('/subevent?header=Robo%20Fest')}`);
    });

    it('belong to an event that takes that title later', async () => {
      const { bucket, edit, publish } = setUp();
      edit((c) => {
        renamed(c, 'Robo Fest 2026', ['Robo Fest']);
        c.site.event!.push({
          ...c.site.event![0]!,
          id: 'e2',
          title: 'Robo Fest',
          description: 'New.',
        });
      });
      await publish();
      const page = bucket.objects.get(key('/subevent?header=Robo%20Fest'))?.body ?? '';
      expect(page).not.toContain('http-equiv="refresh"');
      expect(page).toContain('New.');
    });

    it('go with the event: deleted, its old links are the 404 page', async () => {
      const { bucket, edit, publish } = setUp();
      edit((c) => renamed(c, 'Robo Fest 2026', ['Robo Fest']));
      await publish();
      expect(bucket.objects.has(key('/subevent?header=Robo%20Fest'))).toBe(true);
      edit((c) => (c.site.event = []));
      await publish();
      expect(bucket.removed).toEqual(
        expect.arrayContaining([
          key('/subevent?header=Robo%20Fest'),
          key('/subevent?header=Robo%20Fest%202026'),
        ]),
      );
    });

    it("lead a sub-event's old address, from before its event was renamed, to its page now", async () => {
      const { bucket, edit, publish } = setUp();
      edit((c) => {
        renamed(c, 'Robo Fest 2026', ['Robo Fest']);
        c.site['sub-event'] = [
          {
            id: 's1',
            eventName: 'Robo Fest 2026',
            header: 'Dune Race',
            imageOrVideo: 's.webp',
            description1: 'Sand.',
            demoPicture: '',
            description2: '',
            links: '',
          },
        ];
        c.renamed = [
          ...c.renamed!,
          {
            resource: 'sub-event',
            id: 's1',
            formerTitles: [{ eventName: 'Robo Fest', header: 'Sand Race' }],
          },
        ];
      });
      await publish();
      const old = key('/subevent/oneevent?header=Sand%20Race&eventName=Robo%20Fest');
      expect(bucket.objects.get(old)?.body).toContain(
        'url=/subevent/oneevent?header=Dune+Race&amp;eventName=Robo+Fest+2026',
      );
    });
  });

  it('says what to do when the site was never built into its bucket', async () => {
    const { bucket, publish } = setUp();
    bucket.objects.delete('index.html');
    await expect(publish()).rejects.toThrow(/index\.html is not in its bucket.*npm run deploy/);
  });
});
