import type { FileChooser, Page } from '@playwright/test';

/**
 * File choosers opened as a person opens them, with a key on the focused picker. Call it before
 * the test's first page: Playwright asks Chromium to hand choosers over only once something
 * listens for them, and Chromium can take a key press sent just after that request before it
 * has acted on it. It then shows its own headless chooser, which nothing can fill, and the test
 * waits out its time (seen in CI). Listening from the start leaves no such race.
 */
export const fileChoosers = (page: Page) => {
  page.on('filechooser', () => {});
  return {
    /** Presses `key` and returns the chooser it opened. */
    async openWith(key: 'Enter' | 'Space'): Promise<FileChooser> {
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press(key);
      return chooser;
    },
  };
};
