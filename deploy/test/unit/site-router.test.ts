import { describe, expect, it } from 'vitest';
import { publishedFileOf, routeToBuild } from '../../src/edge/site-router.js';

describe("the CDN's viewer-request function", () => {
  it.each([
    ['/', '/pages/index.html'],
    ['/team', '/pages/team.html'],
    // A trailing slash is the same page, as the site's router reads it.
    ['/team/', '/pages/team.html'],
    ['/subevent', '/pages/subevent.html'],
    ['/nothing/here', '/pages/nothing/here.html'],
  ])('answers the page %s with its published file %s', (uri, file) => {
    expect(routeToBuild(uri)).toEqual({ file });
  });

  it.each([
    ['/admin/', '/admin/index.html'],
    ['/admin/team/create', '/admin/index.html'],
  ])("answers the console's address %s with its app %s", (uri, file) => {
    expect(routeToBuild(uri)).toEqual({ file });
  });

  it('finds a page by its query as the site reads it, whatever else the address carries', () => {
    const event = routeToBuild('/subevent', '?header=Robo%20Fest');
    expect(event).toEqual({
      file: expect.stringMatching(/^\/pages\/subevent\/[0-9a-f]{32}\.html$/),
    });
    // + is a space in a query; other fields and a second header change nothing.
    expect(routeToBuild('/subevent', '?header=Robo+Fest&utm_source=wa&header=x')).toEqual(event);
    expect(routeToBuild('/subevent', '?header=Robo%20Fast')).not.toEqual(event);
    const detail = routeToBuild('/subevent/oneevent', '?header=Race&eventName=Robo%20Fest');
    expect(routeToBuild('/subevent/oneevent', '?eventName=Robo+Fest&header=Race')).toEqual(detail);
    expect(routeToBuild('/subevent/oneevent', '?header=Race&eventName=Other')).not.toEqual(detail);
    // Without its header: a file never published, whose 404 page says the header is missing.
    expect(routeToBuild('/subevent/oneevent', '?eventName=Robo+Fest')).toEqual({
      file: '/pages/subevent/oneevent.html',
    });
  });

  it("keys a certificate's page by its whole code, however long or in whatever script", () => {
    const long = `${'নাম'.repeat(300)}_RC-2024.07`;
    const file = publishedFileOf(`/show/${encodeURIComponent(long)}`);
    expect(file).toMatch(/^\/pages\/show\/[0-9a-f]{32}\.html$/);
    expect(publishedFileOf(`/show/${encodeURIComponent(`${long}x`)}`)).not.toBe(file);
    // In a path, + is itself and %20 a space: two different codes.
    expect(routeToBuild('/show/A+B')).not.toEqual(routeToBuild('/show/A%20B'));
    // A code with a dot is still a page, not a missing file.
    expect(routeToBuild('/show/RC-2024.07')).toEqual({
      file: expect.stringMatching(/^\/pages\/show\//),
    });
  });

  it.each(['/assets/x.js', '/admin/assets/index-3f2a.css', '/robots.txt', '/missing.png'])(
    'fetches the file %s itself, so a missing one stays a 404',
    (uri) => {
      expect(routeToBuild(uri)).toEqual({ file: uri });
    },
  );

  it.each([
    ['/admin', '/admin/'],
    // The old site's admin addresses lead to the console.
    ['/login', '/admin/login'],
    ['/adminDRC', '/admin/'],
  ])('sends %s to %s', (uri, to) => {
    expect(routeToBuild(uri)).toEqual({ redirect: to });
  });
});
