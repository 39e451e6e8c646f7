import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.js';
import { adminPath, event, recordPath, restPath, subEvent } from '@club/model';
import { eventPath, subEventPath } from '@club/web';
import { E2E_ADMIN } from './support/admin.js';
import { openPage, whenPublished } from './support/site.js';

/*
 * Links to an event's page and to its sub-events' pages are shared (a Facebook post, a
 * poster's QR code) with the title in the address. Renaming the event or a sub-event must not
 * break them: the old address leads on to the page as it is now.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Stored = Record<string, unknown> & { id: string };

const picture = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#1f618d' } })
    .png()
    .toBuffer();

/** The console's calls, in a session of their own: the visitor's browser has none. */
const console_ = async (request: APIRequestContext) => {
  expect((await request.post(adminPath('login'), { data: E2E_ADMIN })).ok()).toBe(true);
  const answer = async (sent: Promise<{ ok(): boolean; text(): Promise<string> }>) => {
    const response = await sent;
    const text = await response.text();
    expect(response.ok(), text).toBe(true);
    return JSON.parse(text) as Stored;
  };
  return {
    add: async (d: typeof event | typeof subEvent, fields: Record<string, string>) => {
      const file = { name: 'picture.png', mimeType: 'image/png', buffer: await picture() };
      const files = { [d === event ? 'image' : 'imageOrVideo']: file };
      return answer(request.post(restPath(d), { multipart: { ...fields, ...files } }));
    },
    change: async (
      d: typeof event | typeof subEvent,
      id: string,
      fields: Record<string, string>,
    ) => {
      const current = await answer(request.get(recordPath(d, id)));
      return answer(request.put(recordPath(d, id), { data: { ...current, ...fields } }));
    },
    remove: (d: typeof event | typeof subEvent, id: string) => request.delete(recordPath(d, id)),
  };
};

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('links shared before an event and its sub-event were renamed lead to their pages now, and to the 404 page once they are deleted', async ({
      page,
      request,
    }) => {
      const run = `${viewport.width}-${Date.now().toString(36)}`;
      const club = await console_(request);
      const before = { title: `Rover Days ${run}`, header: `Sand Crossing ${run}` };
      const after = { title: `Mars Rover Days ${run}`, header: `Dune Crossing ${run}` };
      const added = await club.add(event, {
        title: before.title,
        description: 'Two days of rovers on sand and rocks.',
        description1: 'Teams bring their own rovers.',
        description2: 'The field opens at nine.',
        description3: 'Prizes for the three fastest.',
      });
      const part = await club.add(subEvent, {
        eventName: before.title,
        header: before.header,
        description1: 'Cross twenty metres of loose sand.',
        description2: 'Fastest crossing wins.',
        links: 'https://forms.example.org/sand-crossing',
      });
      try {
        const shared = {
          event: eventPath(before.title),
          subEvent: subEventPath({ eventName: before.title, header: before.header }),
        };
        await whenPublished(page.request, shared.subEvent, (html) =>
          html.includes('Cross twenty metres of loose sand.'),
        );

        // The event is renamed, and then its sub-event; the sub-event follows its event.
        await club.change(event, added.id, { title: after.title });
        await club.change(subEvent, part.id, { header: after.header });
        const now = {
          event: eventPath(after.title),
          subEvent: subEventPath({ eventName: after.title, header: after.header }),
        };
        await whenPublished(page.request, now.event, (html) => html.includes(after.header));
        await whenPublished(page.request, shared.subEvent, (html) =>
          html.includes('http-equiv="refresh"'),
        );

        // A new visitor opens the link shared before: the event's page as it is now, under
        // its address now.
        await page.goto(shared.event);
        await expect(page).toHaveURL(now.event);
        await expect(page.getByRole('heading', { level: 1, name: after.title })).toBeVisible();
        await expect(page.getByRole('article', { name: after.header })).toBeVisible();
        await expect(page).toHaveTitle(`${after.title} | DIU Robotics Club`);

        // The sub-event's old link, from before either rename, reaches its page too.
        await page.goto(shared.subEvent);
        await expect(page).toHaveURL(now.subEvent);
        await expect(page.getByRole('heading', { level: 1, name: after.header })).toBeVisible();
        await expect(page.getByText('Cross twenty metres of loose sand.')).toBeVisible();
        // Back leaves for where the visitor came from, not for the old address and on again.
        await page.goBack();
        await expect(page).toHaveURL(now.event);

        // Deleted, the sub-event and the event take their old addresses with them.
        expect((await club.remove(subEvent, part.id)).ok()).toBe(true);
        expect((await club.remove(event, added.id)).ok()).toBe(true);
        await expect
          .poll(async () => (await page.request.get(shared.event)).status(), {
            message: 'the old link answers 404 once the delete is published',
          })
          .toBe(404);
        const gone = await openPage(page, shared.event);
        expect(gone?.status()).toBe(404);
        await expect(page).toHaveURL(shared.event);
        await expect(page.getByText('No events found.')).toBeVisible();
        const goneDetail = await openPage(page, shared.subEvent);
        expect(goneDetail?.status()).toBe(404);
        await expect(page.getByText('Event not found.')).toBeVisible();
      } finally {
        // Whatever failed, the worker's later tests see the demo events alone.
        await club.remove(subEvent, part.id);
        await club.remove(event, added.id);
      }
    });
  });
}
