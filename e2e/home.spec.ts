import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { SITE_DATA_PATH, subEvent } from '@club/model';
import { pauseClock } from './support/clock.js';
import { openPage } from './support/site.js';

const activeDot = (carousel: Locator) => carousel.locator('.carousel__dot[aria-current="true"]');

/**
 * The times (ms since navigation) at which a carousel showed each slide by itself, recorded in
 * the page from before its first script, so the test measures the carousel, not its own pace.
 */
const recordSlideChanges = (page: Page, carousel: string) =>
  page.addInitScript((selector) => {
    const changes: { slide: string; at: number }[] = [];
    (window as unknown as { __slides: typeof changes }).__slides = changes;
    new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        const dot = target as Element;
        if (dot.matches(`${selector} .carousel__dot[aria-current="true"]`))
          changes.push({ slide: dot.textContent ?? '', at: performance.now() });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
  }, carousel);

const slideChanges = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __slides: { slide: string; at: number }[] }).__slides,
  );

/**
 * The home page as it would be published with these titles on its second slide: its HTML and
 * the records it carries for the browser both say them, so the browser takes it over as it is.
 */
const publishSecondSlide = (page: Page, [title1, title2]: readonly [string, string]) =>
  page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html);
      if (!data) throw new Error('The home page was not published: it carries no page data.');
      const { site } = JSON.parse(data[1]!) as {
        site: { slider: { title1: string; title2: string }[] };
      };
      const slide = site.slider[1]!;
      const body = html.replaceAll(slide.title1, title1).replaceAll(slide.title2, title2);
      await route.fulfill({ response, body });
    },
  );

const MOTTO = 'Grow Every Day';
const SAMPLE_MS = 50;
interface Seen {
  at: number;
  slide: string;
  caption: string;
}

/**
 * What a visitor sees of the slider every 50 ms for `ms` ms of the page's own clock, which the
 * test moves on: the same every run, and half a minute of slides takes seconds.
 */
const watchSlider = async (page: Page, ms: number) => {
  // A moment ahead, as the page's clock runs on until it stops.
  await pauseClock(page);
  const seen: Seen[] = [];
  for (let at = 0; at <= ms; at += SAMPLE_MS) {
    const now = await page.evaluate(() => ({
      slide: document.querySelector('.hero .carousel__dot[aria-current="true"]')?.textContent,
      caption: document.querySelector('.hero__typed [aria-hidden]')?.textContent,
    }));
    seen.push({ at, slide: now.slide ?? '', caption: now.caption ?? '' });
    await page.clock.runFor(SAMPLE_MS);
  }
  return seen;
};

/** Each stay of a slide seen from its start to its end (the watch cuts the first and last). */
const wholeStays = (seen: readonly Seen[]) => {
  const stays: Seen[][] = [];
  for (const s of seen) {
    const stay = stays.at(-1);
    if (stay?.[0]?.slide === s.slide) stay.push(s);
    else stays.push([s]);
  }
  return stays.slice(1, -1);
};

for (const { what, secondSlide } of [
  { what: 'the demo slides', secondSlide: ['Join the lab', 'Meet mentors'] },
  {
    what: 'a slide with long titles',
    secondSlide: ['National Robotics Olympiad 2025', 'Autonomous Rover Challenge'],
  },
]) {
  test(`with ${what}, each slide stays until its caption has typed ${MOTTO} and erased it, never under 6 s`, async ({
    page,
  }) => {
    const titles: Record<string, readonly string[]> = {
      'Show slide 1': ['Build robots', 'Win contests'],
      'Show slide 2': secondSlide,
    };
    await publishSecondSlide(page, secondSlide as [string, string]);
    await page.clock.install();
    await openPage(page, '/', 'Welcome to DIU Robotics Club');
    await expect(page.locator('.hero__eyebrow')).toHaveText('Learn by doing');

    const stays = wholeStays(await watchSlider(page, 30_000));
    // Round and round: the second slide, then the first again.
    expect(stays.slice(0, 2).map((stay) => stay[0]!.slide)).toEqual([
      'Show slide 2',
      'Show slide 1',
    ]);
    for (const stay of stays) {
      const slide = stay[0]!.slide;
      const lines = [...titles[slide]!, MOTTO];
      const shownWhole = stay
        .map((s) => s.caption)
        .filter((caption, i, all) => lines.includes(caption) && caption !== all[i - 1]);
      expect(shownWhole, slide).toEqual(lines);
      const mottoMs = stay.filter((s) => s.caption === MOTTO).length * SAMPLE_MS;
      expect(mottoMs, `${slide} shows ${MOTTO} whole`).toBeGreaterThanOrEqual(1500);
      // The motto is erased, not cut off, before the next slide comes: at the last look (up
      // to 50 ms before it, at 30 ms a letter) at most a few letters are left.
      const last = stay.at(-1)!.caption;
      expect(MOTTO.startsWith(last) && last.length <= 3, `${slide} ends on '${last}'`).toBe(true);
      expect(stay.length * SAMPLE_MS, `${slide} stays`).toBeGreaterThanOrEqual(6000);
    }
  });
}

test('for visitors who ask for less motion the slider stands still with its first title', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  const seen = await watchSlider(page, 15_000);
  expect(new Set(seen.map((s) => `${s.slide}: ${s.caption}`))).toEqual(
    new Set(['Show slide 1: Build robots']),
  );
});

test("the slider's arrows, dots and pause button work from the keyboard", async ({ page }) => {
  // The page's timers run as usual until the test moves the clock on past a slide's time.
  await page.clock.install();
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  const slider = page.getByRole('region', { name: 'Highlights' });
  const next = slider.getByRole('button', { name: 'Next slide' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(activeDot(slider)).toHaveText('Show slide 2');
  await expect(page.locator('.hero__eyebrow')).toHaveText('Open to all');
  await expect(page.locator('.hero__typed [aria-hidden]')).toHaveText(/^Join the lab$/);
  await page.keyboard.press('Enter');
  await expect(activeDot(slider)).toHaveText('Show slide 1');
  await slider.getByRole('button', { name: 'Previous slide' }).press('Enter');
  await expect(activeDot(slider)).toHaveText('Show slide 2');
  await slider.getByRole('button', { name: 'Show slide 1' }).press('Enter');
  await expect(activeDot(slider)).toHaveText('Show slide 1');

  // Paused, it stays put even once focus and pointer have left it.
  const pause = slider.getByRole('button', { name: 'Pause highlights' });
  await pause.press('Enter');
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'See our events' }).focus();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6500);
  await expect(activeDot(slider)).toHaveText('Show slide 1');
});

test('the testimonials move on every 2 s, one at a time, round and round', async ({ page }) => {
  await page.clock.install();
  await recordSlideChanges(page, '.testimonials');
  await openPage(page, '/testimonial', 'What People Say');
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await expect(carousel.locator('.swiper-slide-active figcaption')).toContainText(
    'Dr. Sheikh Rahman',
  );
  // Three slides' time on the page's clock, which stands still between the test's moves.
  await pauseClock(page);
  for (let shown = 1; shown <= 3; shown++) {
    await page.clock.runFor(2000);
    await expect.poll(async () => (await slideChanges(page)).length).toBeGreaterThanOrEqual(shown);
  }
  const changes = (await slideChanges(page)).slice(0, 3);
  expect(changes.map((c) => c.slide)).toEqual(['Show slide 2', 'Show slide 3', 'Show slide 1']);
  for (const [a, b] of [
    [0, 1],
    [1, 2],
  ] as const) {
    expect(changes[b]!.at - changes[a]!.at).toBeGreaterThan(1900);
    expect(changes[b]!.at - changes[a]!.at).toBeLessThan(2800);
  }
  await expect(carousel.locator('.swiper-slide-active figcaption')).toContainText(
    'Dr. Sheikh Rahman',
  );
});

test('the counters count up to the first counter record once they are in view', async ({
  page,
}) => {
  await page.clock.install();
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  const band = page.getByRole('region', { name: 'The club in numbers' });
  const value = (title: string) =>
    band.locator('.counter-band__item', { hasText: title }).locator('[aria-hidden]');
  await expect(value('Members')).toHaveText('0');
  // The count starts when the band comes into view, on a clock that moves only when told.
  await pauseClock(page);
  await band.scrollIntoViewIfNeeded();
  await expect(band).toBeInViewport({ ratio: 0.5 });
  // 320 steps of 15 ms: one step short of 320 just before 4.8 s, there at 4.8 s.
  await page.clock.runFor(319 * 15);
  await expect(value('Members')).toHaveText('319');
  await page.clock.runFor(15);
  await expect(value('Members')).toHaveText('320');
  await expect(value('Projects')).toHaveText('85');
  await expect(value('Awards')).toHaveText('42');
});

/** The page clock's time when the first welcome toast appeared, recorded from the page's start. */
const recordWelcomeTime = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __welcomedAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[aria-label="Welcome messages"] [role="status"]')) return;
      w.__welcomedAt = Date.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

test('two welcome toasts greet at the bottom right and close by themselves at 4 and 6 s', async ({
  page,
}) => {
  await page.clock.install();
  await recordWelcomeTime(page);
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  const corner = page.getByRole('region', { name: 'Welcome messages' });
  const first = corner.getByText('Welcome to DIU Robotics Club!');
  const second = corner.getByText(/Explore our events/);
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  // From here the page's clock moves only when the test moves it.
  await pauseClock(page);
  const box = await corner.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);

  /** Moves the clock on to `ms` after the toasts appeared. */
  const runTo = async (ms: number) => {
    const shownFor = await page.evaluate(
      () => Date.now() - (window as unknown as { __welcomedAt: number }).__welcomedAt,
    );
    await page.clock.runFor(ms - shownFor);
  };
  await runTo(3900);
  await expect(first).toBeVisible();
  await runTo(4100);
  await expect(first).toBeHidden();
  await expect(second).toBeVisible();
  await runTo(5900);
  await expect(second).toBeVisible();
  await runTo(6100);
  await expect(second).toBeHidden();
});

test('the home page shows every section from the demo content', async ({ page }) => {
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  for (const heading of [
    'About Us',
    'Awesome Quality Services',
    'Latest Event',
    'Expert Team Members',
    'What People Say',
    'Our Sponsors & Partners',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Robotics Workshops' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
    'href',
    'https://www.facebook.com/diurobotics',
  );
  // The sponsors roll by: the list twice, moving.
  const track = page.locator('.marquee__track');
  await expect(track.getByRole('img', { name: 'TechBD' })).toHaveCount(1);
  expect(await track.locator('img').count()).toBe(8);
  expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('30s');
});

test("the home page's Latest Event shows the sub-events too, each with Read More to its page", async ({
  page,
}) => {
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  const latest = page.getByRole('region', { name: 'Latest Event' });
  const subEvents = page.getByRole('region', { name: 'Sub Events' });
  await expect(subEvents).toBeVisible();
  // Right under the events, as on the events page.
  await expect(latest.locator('xpath=following-sibling::*[1]')).toHaveAccessibleName('Sub Events');
  for (const [header, eventName] of [
    ['Line Follower Race', 'Robo Carnival 2025'],
    ['Soccer Bot Cup', 'Robo Carnival 2025'],
    ['Sensors and Motors', 'Arduino Bootcamp'],
  ] as const) {
    const card = subEvents.getByRole('article', { name: header });
    await expect(card).toBeVisible();
    await expect(card).toContainText(eventName);
    await expect(card.getByRole('link', { name: `Read More about ${header}` })).toHaveAttribute(
      'href',
      `/subevent/oneevent?${new URLSearchParams({ header, eventName })}`,
    );
  }
  // Every sub-event, not only the demo's: earlier specs may have added some to the shared stack.
  const site = (await (await page.request.get(SITE_DATA_PATH)).json()) as Record<string, unknown[]>;
  await expect(subEvents.getByRole('article')).toHaveCount(site[subEvent.name]!.length);

  await subEvents.getByRole('link', { name: 'Read More about Sensors and Motors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sensors and Motors' })).toBeVisible();
  await expect(page).toHaveURL(
    /\/subevent\/oneevent\?header=Sensors\+and\+Motors&eventName=Arduino\+Bootcamp$/,
  );
});
