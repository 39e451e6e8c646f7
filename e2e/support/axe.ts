import axe from 'axe-core';
import type { Page } from '@playwright/test';

// WCAG 2.2 A and AA (target sizes among them), and axe's best practices, which ran before.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const settled = (page: Page) =>
  // A toast fading in or out has half-transparent text for a moment: axe would measure a
  // contrast nobody reads. Wait for such finite animations (not spinners or the marquee).
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );

/** One scan, and whether anything began to move while it ran (a toast that came in late). */
const scan = (page: Page) =>
  page.evaluate(async (values) => {
    let moved = false;
    const mark = () => {
      moved = true;
    };
    const kinds = ['transitionrun', 'animationstart'];
    for (const kind of kinds) document.addEventListener(kind, mark, true);
    try {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values },
      });
      return { violations, moved };
    } finally {
      for (const kind of kinds) document.removeEventListener(kind, mark, true);
    }
  }, TAGS);

/** The violations a person would be hurt by; each with where it is, so a failure says what to fix. */
export const seriousViolations = async (page: Page) => {
  // axe's script (half a megabyte) goes into a document once and runs there on each scan of
  // it. @axe-core/playwright put it in twice per scan and finished each one in a new blank
  // page; the site and the console have no frames, which only that way reaches. The same
  // rules and results, at a fifth of the time (0.75 s a scan, then 0.15 s).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  await settled(page);
  let { violations, moved } = await scan(page);
  // Something came in during the scan, half drawn: scan again once it has settled.
  for (let again = 0; moved && again < 2; again++) {
    await settled(page);
    ({ violations, moved } = await scan(page));
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
};
