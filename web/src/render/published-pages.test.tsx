// @vitest-environment node
import { publicCertificate, type SiteData } from '@club/model';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../testing/site-fixture';
import { NOT_FOUND_ADDRESSES, publishedAddresses, renderDocument } from './index';

const ORIGIN = 'https://club.test';
// The marks of the built index.html, around what a page replaces.
const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" /><!--page-head--><title>shell</title><link rel="preload" href="/api/v1/site" as="fetch" crossorigin /><!--/page-head--><link rel="stylesheet" href="/assets/style.css"></head><body><!--page--><div id="root">loading</div><!--/page--><script type="module" src="/assets/index.js"></script></body></html>`;

const asha = publicCertificate({
  id: 'c1',
  createdAt: '2025-03-01T10:00:00.000Z',
  code: 'Asha_Robo Carnival 2025_DIU_Champion_2025',
  name: 'Asha',
  event: 'Robo Carnival 2025',
  univarsity: 'DIU',
  position: 'Champion',
  year: '2025',
  image: 'asha.webp',
  credential: '{}',
});

const publish = (address: string, site: SiteData = siteFixture(), more = {}) =>
  renderDocument({ address, origin: ORIGIN, site, ...more }, TEMPLATE);

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const tag = (html: string, pattern: RegExp) => pattern.exec(headOf(html))?.[1];
const dataOf = (html: string) =>
  JSON.parse(
    /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
  ) as {
    address: string;
    site: SiteData;
  };

describe('a published page', () => {
  // What each address shows that no other page does, and what it is called.
  const expected: Record<string, { text: string; title: string }> = {
    '/': { text: 'Build robots', title: 'DIU Robotics Club' },
    '/about': { text: 'Students who build.', title: 'About | DIU Robotics Club' },
    '/team': { text: 'Nusrat Jahan', title: 'Team | DIU Robotics Club' },
    '/service': { text: 'Python and C++.', title: 'Services | DIU Robotics Club' },
    '/achivement': { text: 'Champions 2024', title: 'Achievements | DIU Robotics Club' },
    '/event': { text: 'Robo Carnival 2025', title: 'Events | DIU Robotics Club' },
    '/subevent': { text: 'Line Follower Race', title: 'Sub Events | DIU Robotics Club' },
    '/testimonial': { text: 'Great club.', title: 'Testimonials | DIU Robotics Club' },
    '/contact': { text: 'Contact Us', title: 'Contact | DIU Robotics Club' },
    '/subevent?header=Robo%20Carnival%202025': {
      text: 'Soccer Bot Cup',
      title: 'Robo Carnival 2025 | DIU Robotics Club',
    },
    '/subevent/oneevent?header=Line+Follower+Race&eventName=Robo+Carnival+2025': {
      text: 'Tracks have ramps.',
      title: 'Line Follower Race | DIU Robotics Club',
    },
    '/subevent/oneevent?header=Soccer+Bot+Cup&eventName=Robo+Carnival+2025': {
      text: 'Under 3 kg.',
      title: 'Soccer Bot Cup | DIU Robotics Club',
    },
    [`/show/${encodeURIComponent(asha.code)}`]: {
      text: 'valid certificate',
      title: 'Certificate of Asha | DIU Robotics Club',
    },
  };

  it('is made for every address of the site, and only those', () => {
    expect(
      publishedAddresses(siteFixture(), [asha])
        .map((a) => a.address)
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))(
    '%s holds its content, its own head and the data the browser takes it over with',
    async (address, { text, title }) => {
      const certificate = address.startsWith('/show/') ? asha : undefined;
      const html = await publish(address, siteFixture(), certificate ? { certificate } : {});
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body).toContain(text);
      expect(tag(html, /<title>(.*?)<\/title>/)).toBe(title);
      expect(tag(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
      const canonical = tag(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toBe(new URL(address, ORIGIN).href.replace(/&/g, '&amp;'));
      expect(tag(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
      expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
        /^https:\/\/club\.test\/Upload\/image\/.+\.webp$/,
      );
      expect(tag(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      // Nothing asks the API: the preload of the app shell is gone.
      expect(html).not.toContain('/api/');
      expect(dataOf(html).address).toBe(address);
    },
  );

  it("shows an event's, sub-event's or certificate's own picture in link previews, the club's elsewhere", async () => {
    const image = async (address: string, more = {}) =>
      tag(
        await publish(address, siteFixture(), more),
        /<meta property="og:image" content="([^"]+)"/,
      );
    expect(await image('/subevent?header=Robo%20Carnival%202025')).toBe(
      `${ORIGIN}/Upload/image/event/carnival.webp`,
    );
    expect(await image(`/show/${encodeURIComponent(asha.code)}`, { certificate: asha })).toBe(
      `${ORIGIN}/Upload/image/certificate/asha.webp`,
    );
    expect(
      await image('/subevent/oneevent?header=Line+Follower+Race&eventName=Robo+Carnival+2025'),
    ).toBe(`${ORIGIN}/Upload/image/subevent/race.webp`);
    // The first slide is the club's picture.
    expect(await image('/team')).toBe(`${ORIGIN}/Upload/image/slider/a.webp`);
  });

  it('tells search engines what it is about: the club on home, the event on its page', async () => {
    const ld = async (address: string) =>
      JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(await publish(address))![1]!,
      ) as Record<string, unknown>;
    expect(await ld('/')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'DIU Robotics Club',
      url: ORIGIN,
    });
    expect(await ld('/subevent?header=Robo%20Carnival%202025')).toMatchObject({
      '@type': 'Event',
      name: 'Robo Carnival 2025',
      image: `${ORIGIN}/Upload/image/event/carnival.webp`,
    });
  });

  it('carries only the lists it shows, so a change elsewhere leaves its bytes as they were', async () => {
    const team = await publish('/team');
    expect(Object.keys(dataOf(team).site).sort()).toEqual(['footer', 'team', 'upper-header']);
    const changed = siteFixture({
      testimonial: [
        {
          id: 'te1',
          name: 'Dr. Rahman',
          position: 'Dean',
          description: 'Superb.',
          image: 'r.webp',
        },
      ],
    });
    expect(await publish('/team', changed)).toBe(team);
    expect(await publish('/testimonial', changed)).not.toBe(await publish('/testimonial'));
  });

  it('keeps what a record says from breaking out of the page', async () => {
    const site = siteFixture({
      team: [
        {
          id: 't1',
          name: '</script><script>alert(1)</script>',
          position: '"><img src=x onerror=alert(1)>',
          description: '',
          image: 'n.webp',
          facebook: '',
          email: '',
          linkedin: '',
          whatsapp: '',
        },
      ],
    });
    const html = await publish('/team', site);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(dataOf(html).site.team?.[0]?.name).toBe('</script><script>alert(1)</script>');
  });

  it('is the 404 page for any address nothing was published at, kept out of search engines', async () => {
    const html = await publish(NOT_FOUND_ADDRESSES.page, siteFixture(), { notFound: true });
    expect(tag(html, /<title>(.*?)<\/title>/)).toBe('Page not found | DIU Robotics Club');
    expect(headOf(html)).toContain('<meta name="robots" content="noindex" />');
    expect(headOf(html)).not.toContain('rel="canonical"');
    expect(html).toContain('Back to home');
  });

  it("is a certificate's own 404 page for a code never issued, which tells the visitor so", async () => {
    const html = await publish(NOT_FOUND_ADDRESSES.certificate, siteFixture(), { notFound: true });
    expect(tag(html, /<title>(.*?)<\/title>/)).toBe('Certificate not found | DIU Robotics Club');
    expect(html).toContain('No certificate with this code was issued by the club.');
    expect(html).toContain('Ask the club');
    expect(headOf(html)).toContain('<meta name="robots" content="noindex" />');
  });
});
