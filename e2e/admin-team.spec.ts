import { expect, test } from './support/test.js';
import sharp from 'sharp';
import { E2E_ADMIN, openDashboard } from './support/admin.js';
import { whenPublished } from './support/site.js';

const portrait = async () => ({
  name: 'rafi.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 500, height: 500, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer(),
});

test.describe('logged in', () => {
  test.use({ loggedIn: true });

  test('the administrator adds a member with a photo, the site shows it, an edit shows too, and a delete removes it', async ({
    page,
  }) => {
    await openDashboard(page);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Team', exact: true })
      .click();
    await expect(page.locator('#react-admin-title')).toContainText('Team List');
    // The list has its rows before the administrator reaches for its button.
    await expect(page.getByRole('row', { name: /Nusrat Jahan/ })).toBeVisible();
    await page.getByRole('link', { name: 'Add Member', exact: true }).click();
    await expect(page.locator('#react-admin-title')).toContainText('Add Your Team');

    // Saving an empty form names what is missing and sends nothing.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Image is required.')).toBeVisible();

    await page.locator('#name').fill('Rafi Karim');
    await page.locator('#position').fill('Drone Lead');
    await page
      .locator('#description')
      .fill('Flies the club quadcopters and builds their flight controllers.');
    await page.locator('#facebook').fill('https://www.facebook.com/rafi.karim');
    await page.locator('#email').fill('rafi.karim@club.test');
    await page.locator('#linkedin').fill('https://www.linkedin.com/in/rafi-karim');
    await page.locator('#whatsapp').fill('01755 123456');
    await page.locator('.ra-input-image input[type=file]').setInputFiles(await portrait());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team member added successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/team$/);
    // Long descriptions are cut at 20 characters in the list.
    await expect(page.getByText('Flies the club quadc...')).toBeVisible();

    // The site shows it once the pages are published again, a moment after the save.
    await whenPublished(page.request, '/team', (html) => html.includes('Rafi Karim'));
    await page.goto('/team');
    const card = page.getByRole('article', { name: 'Rafi Karim' });
    await expect(card).toContainText('Drone Lead');
    await expect(card.getByRole('link', { name: 'WhatsApp Rafi Karim' })).toHaveAttribute(
      'href',
      'https://wa.me/8801755123456',
    );
    const photo = card.getByRole('img', { name: 'Rafi Karim' });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('src', /^\/Upload\/image\/team\/[\w-]+_420-500\.webp$/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The 500 px picture is stored as it came, with a 420 px copy for narrower cards.
    const stored = await page.request.get((await photo.getAttribute('src'))!);
    expect((await sharp(await stored.body()).metadata()).width).toBe(500);
    await expect(photo).toHaveAttribute(
      'srcset',
      /_420-500\.420w\.webp 420w, \S+_420-500\.webp 500w$/,
    );

    await page.goto('/admin/team');
    await page
      .getByRole('row', { name: /Rafi Karim/ })
      .getByRole('link', { name: 'Edit Rafi Karim', exact: true })
      .click();
    await expect(page.locator('#react-admin-title')).toContainText('Edit team member');
    await page.locator('#position').fill('Head of Drones');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team member saved.')).toBeVisible();
    await whenPublished(page.request, '/team', (html) => html.includes('Head of Drones'));
    await page.goto('/team');
    await expect(page.getByRole('article', { name: 'Rafi Karim' })).toContainText('Head of Drones');

    await page.goto('/admin/team');
    await page
      .getByRole('row', { name: /Rafi Karim/ })
      .getByRole('button', { name: 'Delete Rafi Karim', exact: true })
      .click();
    await expect(page.getByText('Delete team member "Rafi Karim"?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Team member deleted successfully.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Rafi Karim/ })).toHaveCount(0);

    await whenPublished(page.request, '/team', (html) => !html.includes('Rafi Karim'));
    await page.goto('/team');
    await expect(page.getByRole('article', { name: 'Nusrat Jahan' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Rafi Karim' })).toHaveCount(0);
  });
});

test('a wrong password is refused with a message and opens nothing', async ({ page }) => {
  await page.goto('/admin/login');
  await page.locator('#email').fill(E2E_ADMIN.email);
  await page.locator('#password').fill('not the password');
  await expect(page.locator('#password')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
  await page.goto('/admin/team');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
