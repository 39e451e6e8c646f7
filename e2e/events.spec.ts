import { expect, test } from './support/test.js';
import { openPage } from './support/site.js';

test('an event leads to its sub-events, and a sub-event to its page with advisors and registration', async ({
  page,
}) => {
  await openPage(page, '/event', 'Latest Event');
  const carnival = page.getByRole('article', { name: 'Robo Carnival 2025' });
  await expect(carnival.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http.*%2Fsubevent%3Fheader%3DRobo%2520Carnival%25202025$/,
  );
  await carnival.getByRole('link', { name: 'Read More about Robo Carnival 2025' }).click();

  await expect(page).toHaveURL(/\/subevent\?header=Robo%20Carnival%202025$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Robo Carnival 2025' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Sensors and Motors' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Read More about Line Follower Race' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Line Follower Race' })).toBeVisible();
  await expect(page.getByText('Tracks include sharp turns, gaps and a ramp.')).toBeVisible();
  await expect(page).toHaveTitle('Line Follower Race | DIU Robotics Club');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Build a robot that follows a black line as fast as it can.',
  );
  const advisors = page.getByRole('region', { name: 'Expert Advisor Members' });
  await expect(advisors.getByRole('article')).toHaveCount(2);
  await expect(advisors.getByRole('article', { name: 'Prof. Kamal Hossain' })).toBeVisible();
  await expect(advisors.getByRole('article', { name: 'Sadia Karim' })).toBeVisible();
  const register = page.getByRole('region', { name: 'Registration' });
  await expect(register.getByRole('link')).toHaveCount(2);
  await expect(register.getByRole('link').first()).toHaveAttribute(
    'href',
    'https://forms.example.org/line-follower',
  );
});

test("a sub-event's video plays with its controls", async ({ page }) => {
  await openPage(
    page,
    '/subevent/oneevent?header=Soccer%20Bot%20Cup&eventName=Robo%20Carnival%202025',
    'Soccer Bot Cup',
  );
  const video = page.locator('video.sub-event__media');
  await expect(video).toHaveAttribute('controls', '');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    640, 360,
  ]);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(3, 0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3);
  await expect(
    page.getByRole('region', { name: 'Expert Advisor Members' }).getByRole('article'),
  ).toHaveCount(1);
});

for (const width of [1280, 390]) {
  test(`at ${width} px, an address that names no event or sub-event answers 404 in spec §8's words`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading, says] of [
      ['/subevent/oneevent', 'Event details', 'No event header provided.'],
      [
        '/subevent/oneevent?header=Sumo%20Wrestling&eventName=Robo%20Carnival%202025',
        'Event details',
        'Event not found.',
      ],
      ['/subevent?header=Nothing%20Festival', 'Sub Events', 'No events found.'],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(says!, { exact: true })).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await expect(page).toHaveTitle(`${heading} | DIU Robotics Club`);
      await expect(page.getByRole('link', { name: 'See all events' })).toBeVisible();
    }
  });
}

test('the navbar search finds a seeded event and goes to it', async ({ page }) => {
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  const search = page.getByRole('searchbox', { name: 'Search events, team and achievements' });
  await search.fill('bootcamp');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toContainText('Arduino Bootcamp');
  await results.getByRole('link', { name: /^Event\s*Arduino Bootcamp/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arduino Bootcamp' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sensors and Motors' })).toBeVisible();

  await search.fill('treasurer');
  await search.press('ArrowDown');
  await expect(page.getByRole('link', { name: /Rakib Hasan/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/team#team-/);
  await expect(page.getByRole('article', { name: 'Rakib Hasan' })).toBeFocused();
  await expect(page.getByRole('article', { name: 'Rakib Hasan' })).toBeInViewport();
});
