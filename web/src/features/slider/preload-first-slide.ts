import { recordsOf, slider } from '@club/model';
import type { SiteState } from '../../lib/site-data';
import { slidePicture } from './slide-picture';

/**
 * The first slide is the largest thing on the home page, and its address is known only once
 * the site data is in. Asking for it then, instead of when the slider renders (after the
 * page's code has loaded), shows the page sooner.
 */
export function preloadFirstSlide(site: SiteState) {
  const first = site.status === 'ready' ? recordsOf(site.data, slider)[0] : undefined;
  if (!first) return;
  const { src, srcSet, sizes } = slidePicture(first, 'priority');
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  // The same choice the slide's <img> makes from its copies, so the picture is fetched once.
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (sizes) link.setAttribute('imagesizes', sizes);
  link.fetchPriority = 'high';
  document.head.append(link);
}
