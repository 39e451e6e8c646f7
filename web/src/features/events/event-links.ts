import { isVideoName, type SiteRecord, type subEvent } from '@club/model';

type SubEvent = SiteRecord<typeof subEvent>;

/** The file of the picture that stands for a sub-event on a card: its image, else its demo picture. */
export const subEventPicture = (s: SubEvent) => {
  if (s.imageOrVideo && !isVideoName(s.imageOrVideo)) return s.imageOrVideo;
  return s.demoPicture || undefined;
};

/** Spec §2: descriptions are split into paragraphs on line breaks. */
export const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Spec §2: every whitespace-separated http(s) link of a sub-event is a registration button. */
export const registrationLinks = (links: string) =>
  links.split(/\s+/).filter((link) => {
    try {
      return ['http:', 'https:'].includes(new URL(link).protocol);
    } catch {
      return false;
    }
  });
