import { contentResources } from '@club/model';
import { expect, test } from '@playwright/test';
import { logIn, openScreen } from './support/admin.js';

test('every add and edit form has a Back link to the dashboard, followed with the keyboard', async ({
  page,
}) => {
  // Two screens for each of the fourteen resources.
  test.setTimeout(150_000);
  await logIn(page);
  for (const d of contentResources) {
    const answer = await page.request.get(`/api/v1/${d.name}?range=[0,0]`);
    const [record] = (await answer.json()) as { id: string }[];
    const screens = [{ path: `/admin/${d.name}/create`, title: d.labels.addTitle }];
    if (record)
      screens.push({
        path: `/admin/${d.name}/${encodeURIComponent(record.id)}`,
        title: `Edit ${d.labels.one}`,
      });
    for (const { path, title } of screens) {
      await openScreen(page, path, title);
      const back = page.getByRole('link', { name: 'Back', exact: true });
      await expect(back, path).toHaveAttribute('href', /\/admin\/?$/);
    }
  }
  // Reached by the keyboard and followed with Enter, it leads to the console's home.
  const back = page.getByRole('link', { name: 'Back', exact: true });
  await back.focus();
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
});
