import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { certificate, certificatePath, legacyPath, recordPath } from '@club/model';
import { independentlyVerified } from '@club/credentials/testing';
import { seriousViolations } from './support/axe.js';
import { pdfPages } from './support/print.js';
import { expect, test } from './support/test.js';
import { demoCodes, openPage, whenPublished } from './support/site.js';

const SIGNED = 'Digitally signed by DIU Robotics Club — signature and status verified';
const bengali = demoCodes.find((code) => /[\u0980-\u09FF]/.test(code))!;
const check = (page: Page) => page.locator('.certificate__check');

test.describe('a certificate anyone can verify', () => {
  test('links its signed credential, which the page and an independent verifier accept', async ({
    page,
    request,
    baseURL,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, certificatePath(bengali), 'valid certificate');
      await expect(check(page)).toHaveText(SIGNED);
      expect(await seriousViolations(page)).toEqual([]);
    }
    // LinkedIn's add-to-profile form, filled in with the certificate and its address.
    const linkedIn = new URL(
      (await page.getByRole('link', { name: /Add to LinkedIn/ }).getAttribute('href'))!,
    );
    expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('certUrl')).toBe(`${baseURL}${certificatePath(bengali)}`);
    expect(linkedIn.searchParams.get('certId')).toBe(bengali);
    expect(linkedIn.searchParams.get('organizationName')).toBe('DIU Robotics Club');
    expect(linkedIn.searchParams.get('name')).toBe('Runner-up, Robo Carnival 2025');

    const alternate = page.locator('link[rel="alternate"][type="application/vc+ld+json"]');
    const address = (await alternate.getAttribute('href'))!;
    const download = page.getByRole('link', { name: 'Download credential' });
    expect(new URL((await download.getAttribute('href'))!, baseURL).href).toBe(address);
    const credential = await (await request.get(address)).json();
    expect(credential.credentialSubject.name).toBe(bengali.split('_')[0]);

    // The DID document and the status list, read over HTTP from the site, as anyone would.
    const fetchJson = async (url: string) => {
      const answer = await request.get(url);
      if (!answer.ok()) throw new Error(`HTTP ${answer.status()} for ${url}`);
      return answer.json();
    };
    const didDocument = await fetchJson(`${baseURL}/.well-known/did.json`);
    expect(didDocument.id).toBe(credential.issuer.id);
    expect(await independentlyVerified(credential, fetchJson)).toBe(true);
    const tampered = structuredClone(credential);
    tampered.credentialSubject.name = tampered.credentialSubject.name.replace('ম', 'ন');
    expect(await independentlyVerified(tampered, fetchJson)).toBe(false);
  });

  test('says so when the credential it reads was changed', async ({ page }) => {
    await page.route('**/credentials/*.json', async (route) => {
      if (route.request().url().includes('/status/')) return route.continue();
      const credential = await (await route.fetch()).json();
      credential.credentialSubject.name = `${credential.credentialSubject.name}x`;
      await route.fulfill({ json: credential });
    });
    await openPage(page, certificatePath(demoCodes[0]!));
    await expect(check(page)).toContainText(
      'The digital signature does not match: this is not the certificate DIU Robotics Club issued.',
    );
    // Not "valid" above a signature that does not match.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('invalid certificate');
    await expect(page.locator('.certificate__badge')).toHaveText('Signature does not match');
  });
});

test.describe('a certificate the club revoked, or one past its last day', () => {
  test.use({ loggedIn: true });

  const issue = async (page: Page, name: string, validUntil = '') => {
    const picture = await sharp({
      create: { width: 700, height: 500, channels: 3, background: '#6b21a8' },
    })
      .png()
      .toBuffer();
    const added = await page.request.post(legacyPath(certificate, 'add'), {
      multipart: {
        name,
        event: 'Robo Carnival 2025',
        univarsity: 'BUET',
        position: 'Participant',
        year: '2025',
        validUntil,
        image: { name: 'c.png', mimeType: 'image/png', buffer: picture },
      },
    });
    expect(added.status()).toBe(201);
    return ((await added.json()) as { data: { _id: string; code: string } }).data;
  };

  test('says plainly that it was revoked, when and why, and that it is no longer valid', async ({
    page,
  }) => {
    const { _id, code } = await issue(page, `Revoked ${test.info().workerIndex}`);
    const revoked = await page.request.post(`${recordPath(certificate, _id)}/revoke`, {
      data: { reason: 'Awarded to the wrong team' },
    });
    expect(revoked.status()).toBe(200);
    await whenPublished(page.request, certificatePath(code), (html) =>
      html.includes('Awarded to the wrong team'),
    );
    await openPage(page, certificatePath(code), 'revoked certificate');
    await expect(page.getByText('Reason: Awarded to the wrong team')).toBeVisible();
    await expect(page.getByRole('link', { name: /Add to LinkedIn/ })).toHaveCount(0);
    await expect(check(page)).toHaveText(
      'Digitally signed by DIU Robotics Club, but the club has revoked it: it is no longer valid.',
    );
    // Printed, the notice and the check still leave the certificate one sheet.
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('says it expired once its last valid day has passed', async ({ page }) => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { code } = await issue(page, `Expiring ${test.info().workerIndex}`, tomorrow);
    await whenPublished(page.request, certificatePath(code), (html) => html.includes('Expiring'));
    await page.clock.setFixedTime(new Date(Date.now() + 3 * 86_400_000));
    await openPage(page, certificatePath(code));
    await expect(
      page.getByRole('heading', { level: 1, name: 'expired certificate' }),
    ).toBeVisible();
    await expect(check(page)).toContainText('but it expired after');
  });
});
