import { describe, expect, it } from 'vitest';
import {
  pictureSources,
  sizedPictureName,
  storedFilesOf,
  variantName,
  variantsOf,
} from '../src/index.js';

const ID = '0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the names of a picture and its smaller copies', () => {
  it('names the copies a picture has, and never one wider than the picture', () => {
    expect(sizedPictureName(ID, 1920)).toBe(`${ID}_420-720-1200-1920.webp`);
    expect(sizedPictureName(ID, 800)).toBe(`${ID}_420-720-800.webp`);
    expect(sizedPictureName(ID, 720)).toBe(`${ID}_420-720.webp`);
    expect(sizedPictureName(ID, 300)).toBe(`${ID}_300.webp`);
  });

  it('derives each copy and every stored file from the picture the record names', () => {
    const picture = sizedPictureName(ID, 800);
    expect(variantName(picture, 420)).toBe(`${ID}_420-720-800.420w.webp`);
    expect(variantsOf(picture)).toEqual([
      `${ID}_420-720-800.420w.webp`,
      `${ID}_420-720-800.720w.webp`,
    ]);
    expect(storedFilesOf(picture)).toEqual([picture, ...variantsOf(picture)]);
  });

  it('promises no copy for a name the processor did not make: older pictures, videos, other names', () => {
    for (const file of [
      `${ID}.webp`,
      `${ID}.mp4`,
      'photo_420-1920.webp',
      `${ID}_420-1920.jpg`,
      `${ID}_420-720-800.420w.webp`,
      sizedPictureName(ID, 300),
    ]) {
      expect(variantsOf(file), file).toEqual([]);
      expect(storedFilesOf(file), file).toEqual([file]);
      expect(pictureSources('team', file), file).toEqual({ src: `/Upload/image/team/${file}` });
    }
  });
});

describe('pictureSources', () => {
  it('offers the copies and the picture itself by width, smallest first', () => {
    const picture = sizedPictureName(ID, 1920);
    expect(pictureSources('event', picture)).toEqual({
      src: `/Upload/image/event/${picture}`,
      srcSet: [
        `/Upload/image/event/${ID}_420-720-1200-1920.420w.webp 420w`,
        `/Upload/image/event/${ID}_420-720-1200-1920.720w.webp 720w`,
        `/Upload/image/event/${ID}_420-720-1200-1920.1200w.webp 1200w`,
        `/Upload/image/event/${picture} 1920w`,
      ].join(', '),
    });
  });

  it('gives a narrow picture its true width, not a copy it does not have', () => {
    const picture = sizedPictureName(ID, 500);
    expect(pictureSources('about', picture).srcSet).toBe(
      `/Upload/image/about/${ID}_420-500.420w.webp 420w, /Upload/image/about/${picture} 500w`,
    );
  });
});
