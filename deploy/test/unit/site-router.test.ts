import { describe, expect, it } from 'vitest';
import { routeToBuild } from '../../src/edge/site-router.js';

describe("the CDN's viewer-request function", () => {
  it.each([
    ['/', '/index.html'],
    ['/team', '/index.html'],
    ['/show/a%20b', '/index.html'],
    // A certificate code with a dot is still a page, not a missing file.
    ['/show/RC-2024.07', '/index.html'],
    ['/adminDRC', '/index.html'],
    ['/admin/', '/admin/index.html'],
    ['/admin/team/create', '/admin/index.html'],
  ])('answers the page %s with the entry document %s', (uri, file) => {
    expect(routeToBuild(uri)).toEqual({ file });
  });

  it.each(['/assets/x.js', '/admin/assets/index-3f2a.css', '/robots.txt', '/missing.png'])(
    'fetches the file %s itself, so a missing one stays a 404',
    (uri) => {
      expect(routeToBuild(uri)).toEqual({ file: uri });
    },
  );

  it('sends /admin to /admin/, where the console and its relative addresses live', () => {
    expect(routeToBuild('/admin')).toEqual({ redirect: '/admin/' });
  });
});
