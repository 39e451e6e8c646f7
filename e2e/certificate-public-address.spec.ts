import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { certificatePath } from '@club/model';
import { logIn, openScreen, QR_CODES } from './support/admin.js';
import { readQr } from './support/qr.js';
import { demoCodes, openPage } from './support/site.js';
import { expect, test, type Club } from './support/test.js';

// The walk: the stack's public address is http://localhost:<port> (what mails, shares
// and the credentials name), and the administrator opened the console at 127.0.0.1 instead.
const otherHost = (club: Club) => club.url.replace('//localhost:', '//127.0.0.1:');

const publicAddress = (club: Club, code: string) => `${club.url}${certificatePath(code)}`;

const dataUrlBytes = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

const consoleAt = async (browser: Browser, baseURL: string, width: number) => {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await logIn(page);
  return page;
};

/** What a phone reads from the first QR code on the screen, and the code it is for. */
const firstQr = async (page: Page) => {
  const qr = page.locator(QR_CODES).first();
  await expect(qr).toBeVisible();
  const code = (await qr.getAttribute('alt'))!.replace(/^QR code for /, '');
  return { code, read: await readQr(dataUrlBytes((await qr.getAttribute('src'))!)) };
};

for (const width of [1280, 390]) {
  test(`at ${width} px, a console opened at another host gives out only the public address`, async ({
    browser,
    club,
  }) => {
    expect(otherHost(club)).not.toBe(club.url);
    const page = await consoleAt(browser, otherHost(club), width);

    // The list's code, as a phone reads it.
    await openScreen(page, '/admin/certificate', 'Certificates List');
    const listed = await firstQr(page);
    expect(listed.read.text).toBe(publicAddress(club, listed.code));

    // The row's download (a phone's list shows the codes without it: rows there are narrow).
    if (width > 600) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page
          .getByRole('button', { name: /^Download QR for / })
          .first()
          .click(),
      ]);
      expect((await readQr(await readFile((await download.path())!))).text).toBe(
        publicAddress(club, download.suggestedFilename().replace(/\.png$/, '')),
      );
    }

    // The printable sheet of an event's certificates.
    await openScreen(
      page,
      `/admin/certificate/qr-sheet?event=${encodeURIComponent('Robo Carnival 2025')}`,
      'QR sheet',
    );
    const sheet = await firstQr(page);
    expect(sheet.read.text).toBe(publicAddress(club, sheet.code));
    await page.context().close();
  });

  test(`at ${width} px, the certificate page opened at another host prints the public address`, async ({
    browser,
    club,
  }) => {
    const context = await browser.newContext({
      baseURL: otherHost(club),
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    await openPage(page, certificatePath(demoCodes[0]!), 'valid certificate');
    // The code is printed only: as on paper, where it is read.
    await page.emulateMedia({ media: 'print' });
    // Read again should the page draw the code anew meanwhile (it does once the app takes over).
    await expect(async () => {
      const printed = await readQr(await page.locator('.certificate__qr').screenshot());
      expect(printed.text).toBe(publicAddress(club, demoCodes[0]!));
    }).toPass();
    await context.close();
  });
}

const badge = (page: Page) => page.locator('.certificate__badge');
const check = (page: Page) => page.locator('.certificate__check');

for (const width of [1280, 390]) {
  test(`at ${width} px, a certificate page says "verified" only once its signature was checked`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The club's key cannot be fetched: held first (the check runs), then refused.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/.well-known/did.json', async (route) => {
      await held;
      await route.abort('failed');
    });
    await openPage(page, certificatePath(demoCodes[0]!), 'valid certificate');
    await expect(check(page)).toHaveText('Checking the digital signature…');
    await expect(badge(page)).toHaveText('Checking the signature…');
    await expect(page.getByText('Verified by the club')).toHaveCount(0);

    release();
    await expect(check(page)).toContainText('The digital signature could not be checked just now');
    await expect(badge(page)).toHaveText("Valid in the club's records");
    await expect(page.getByText('Verified', { exact: false })).toHaveCount(0);

    // Once the key can be read again, the same page verifies and says so.
    await page.unroute('**/.well-known/did.json');
    await page.reload();
    await expect(badge(page)).toHaveText('Verified by the club');
    await expect(check(page)).toContainText('signature and status verified');
  });
}
