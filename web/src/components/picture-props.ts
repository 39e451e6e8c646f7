import { pictureSources, uploadFolderOf, type ResourceDefinition } from '@club/model';
import type { ImgHTMLAttributes } from 'react';

/**
 * When a picture is fetched. 'priority': it is the page's largest paint, so it is never lazy
 * and goes before other pictures. 'lazy': below the fold, fetched as it nears the window.
 * 'eager': shown the moment it renders (a dialog's).
 */
export type PictureFetch = 'priority' | 'lazy' | 'eager';

const FETCH: Record<
  PictureFetch,
  Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'>
> = {
  priority: { loading: 'eager', fetchPriority: 'high' },
  lazy: { loading: 'lazy', decoding: 'async' },
  eager: {},
};

/**
 * The <img> attributes of an uploaded picture: its address and, when it has smaller copies,
 * their srcset with `sizes`, the width it is shown at (a CSS length, by media condition) from
 * which the browser picks the smallest copy that fills it at the screen's pixel density.
 */
export const pictureProps = (
  d: Pick<ResourceDefinition, 'name' | 'uploadFolder'>,
  file: string,
  sizes: string,
  fetch: PictureFetch = 'lazy',
) => {
  const { src, srcSet } = pictureSources(uploadFolderOf(d), file);
  const choice: { srcSet?: string; sizes?: string } = srcSet ? { srcSet, sizes } : {};
  return { src, ...choice, ...FETCH[fetch] };
};
