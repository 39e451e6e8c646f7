import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test.js';
import sharp from 'sharp';
import { logIn, openScreen } from './support/admin.js';
import { demoCodes, openPage } from './support/site.js';

/**
 * Everything the browser reports against the pages' policies: each Content-Security-Policy
 * violation (also one a library catches and survives), and any complaint about the headers.
 */
const watchPolicies = async (page: Page) => {
  const reports: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => reports.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text()))
      reports.push(message.text());
  });
  return reports;
};

const expectSecurityHeaders = (response: Response | null) => {
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
};

const picture = async () => ({
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#117a65' } })
    .png()
    .toBuffer(),
});

const loaded = (image: ReturnType<Page['locator']>) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

test('the site works under its security headers, and the browser reports no violation', async ({
  page,
}) => {
  const reports = await watchPolicies(page);
  expectSecurityHeaders(await openPage(page, '/', 'Welcome to DIU Robotics Club'));
  await loaded(page.locator('main img').first());

  const code = demoCodes[0]!;
  expectSecurityHeaders(
    await openPage(page, `/show/${encodeURIComponent(code)}`, 'valid certificate'),
  );
  await loaded(page.getByRole('img', { name: /The certificate of/ }));
  expect(reports).toEqual([]);
});

test('the console works under its security headers: QR codes, file previews, no violation', async ({
  page,
}) => {
  const reports = await watchPolicies(page);
  expectSecurityHeaders(await logIn(page));

  // QR codes are data: pictures.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Certificates', exact: true })
    .click();
  await loaded(page.getByRole('img', { name: /^QR code for / }).first());

  // A chosen file is previewed from a blob: address before anything is uploaded.
  await openScreen(page, '/admin/team/create', 'Add Your Team');
  await page.locator('.ra-input-image input[type=file]').setInputFiles(await picture());
  await loaded(page.locator('.ra-input-image img').first());
  expect(reports).toEqual([]);
});
