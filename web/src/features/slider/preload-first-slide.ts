import { fileUrl, recordsOf, slider } from '@club/model';
import type { SiteState } from '../../lib/site-data';

/**
 * The first slide is the largest thing on the home page, and its address is known only once
 * the site data is in. Asking for it then, instead of when the slider renders (after the
 * page's code has loaded), shows the page sooner.
 */
export function preloadFirstSlide(site: SiteState) {
  const first = site.status === 'ready' ? recordsOf(site.data, slider)[0] : undefined;
  if (!first) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = fileUrl(slider, first.image);
  link.fetchPriority = 'high';
  document.head.append(link);
}
