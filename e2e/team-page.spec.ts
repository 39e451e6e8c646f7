import { expect, test } from './support/test.js';
import { legacyPath, team } from '@club/model';

test('the team page shows the demo members with their links, inside the shared header and footer', async ({
  page,
}) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Team Members' })).toBeVisible();

  const card = page.getByRole('article', { name: 'Nusrat Jahan' });
  await expect(card).toContainText('President');
  await expect(card).toContainText('Leads the club and its national contest teams.');
  await expect(card.getByRole('link', { name: 'WhatsApp Nusrat Jahan' })).toHaveAttribute(
    'href',
    'https://wa.me/8801712345601',
  );
  await expect(card.getByRole('link', { name: 'Email Nusrat Jahan' })).toHaveAttribute(
    'href',
    'mailto:nusrat.jahan@diu-robotics.example',
  );
  await expect(card.getByRole('link', { name: 'LinkedIn Nusrat Jahan' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/nusrat-jahan',
  );
  const photo = card.getByRole('img', { name: 'Nusrat Jahan' });
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: 'Contact information' })).toContainText(
    'Daffodil Smart City',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Ashulia, Dhaka 1341');
});

test('a write without an admin session is refused with 401 and deletes nothing', async ({
  request,
}) => {
  const members = (await (await request.get(legacyPath(team, 'list'))).json()) as {
    _id: string;
    name: string;
  }[];
  const target = members[0]!;
  const refused = await request.delete(legacyPath(team, 'remove', target._id));
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Please log in as the administrator first.' });
  const after = (await (await request.get(legacyPath(team, 'list'))).json()) as { _id: string }[];
  expect(after.map((m) => m._id)).toContain(target._id);
});
