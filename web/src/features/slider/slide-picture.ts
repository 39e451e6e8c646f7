import { slider, type SiteRecord } from '@club/model';
import { pictureProps, type PictureFetch } from '../../components/picture-props';

/**
 * A slide fills the hero's width (its height is the hero's; object-fit crops the rest). The
 * first slide's preload (preload-first-slide.ts) must name the same srcset and sizes as its
 * <img>, or the browser fetches the picture twice.
 */
export const slidePicture = (slide: SiteRecord<typeof slider>, fetch: PictureFetch) =>
  pictureProps(slider, slide.image, '100vw', fetch);
