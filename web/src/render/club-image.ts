import { about, fileUrl, recordsOf, slider, type SiteData } from '@club/model';

/** The club's picture for link previews of pages without one: the first slide, or the about one. */
export const clubImage = (site: SiteData): string | undefined => {
  const slide = recordsOf(site, slider)[0];
  if (slide) return fileUrl(slider, slide.image);
  const story = recordsOf(site, about)[0];
  return story ? fileUrl(about, story.image) : undefined;
};
