import type { Page } from '@playwright/test';

/** A colour's red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

/** WCAG's contrast ratio of two sRGB colours: 1 (the same) to 21 (black on white). */
export const contrastRatio = (a: Rgb, b: Rgb) => {
  const luminance = (colour: Rgb) => {
    const [r, g, bl] = colour.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as unknown as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * Why a sighted user cannot see what has keyboard focus, or '' when they can: the middle of its
 * part inside the window must show the focused element itself (or something in it), not a
 * notice, an app bar or another layer. Its first line box stands for a link that wraps.
 */
export const whyFocusUnseen = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'focus is lost: it is on the page itself';
    const box = focused.getClientRects()[0];
    if (!box) return 'the focused element has no box';
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (left >= right || top >= bottom) return `it is outside the window (top ${box.top})`;
    // Text over a photo lets the pointer through to the photo (pointer-events: none), but it
    // is drawn on top of it: hit-test the focused element as the eye sees it.
    const pointerEvents = focused.style.pointerEvents;
    focused.style.pointerEvents = 'auto';
    const seen = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    focused.style.pointerEvents = pointerEvents;
    if (seen && focused.contains(seen)) return '';
    const what = seen
      ? `<${seen.tagName.toLowerCase()} class="${String(seen.className)}">`
      : 'nothing';
    return `it is covered by ${what}`;
  });
