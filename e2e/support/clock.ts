import type { Page } from '@playwright/test';

/**
 * Stops the page's clock at about its present time. Playwright's pauseAt jumps to a time that
 * must still lie ahead when the call reaches the page; on a busy machine it can arrive later
 * than a fixed margin, so each refusal aims twice as far ahead.
 */
export const pauseClock = async (page: Page) => {
  for (let aheadMs = 100; ; aheadMs *= 2) {
    try {
      const at = await page.evaluate((ms) => Date.now() + ms, aheadMs);
      return await page.clock.pauseAt(at);
    } catch (error) {
      if (aheadMs >= 3200 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
};
