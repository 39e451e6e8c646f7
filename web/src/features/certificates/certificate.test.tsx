import { certificate, certificatePath, fileUrl, lookupPath } from '@club/model';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../testing/render';
import { CertificateView } from './components/CertificateView';

const record = {
  _id: 'x',
  id: 'x',
  name: 'Ayesha Siddiqua',
  event: 'Robo Carnival 2025',
  univarsity: 'DIU',
  position: 'Champion',
  year: '2025',
  image: 'ayesha.webp',
  code: 'Ayesha Siddiqua_Robo Carnival 2025_DIU_Champion_2025',
  // An unsigned certificate: the page makes no check of a credential.
  standing: { issuedAt: '2025-03-01T10:00:00.000Z' },
};

// The page suspends until its look-up answers; React wants such a render awaited.
const show = async (code: string, status: number, body: unknown) => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  await act(async () => {
    renderSite(
      <Suspense fallback="Loading...">
        <CertificateView code={code} />
      </Suspense>,
    );
  });
  return fetch;
};

describe('certificate verification', () => {
  it("confirms a known code: 'valid certificate', its lines, the image and a Download of it", async () => {
    const fetch = await show(record.code, 200, record);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'valid certificate' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(lookupPath(certificate, record.code), undefined);
    for (const text of ['Ayesha Siddiqua', 'Robo Carnival 2025', 'DIU', 'Champion', '2025'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('University')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The certificate of Ayesha Siddiqua' })).toHaveAttribute(
      'src',
      fileUrl(certificate, 'ayesha.webp'),
    );
    // For the printout: reached by a link in the site, the page takes the origin it is at.
    expect(
      await screen.findByRole('img', { name: "QR code of this certificate's page" }),
    ).toHaveAttribute('data-address', `${window.location.origin}${certificatePath(record.code)}`);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', fileUrl(certificate, 'ayesha.webp'));
    expect(download).toHaveAttribute('download', `${record.code}.webp`);
  });

  it('says plainly that an unknown code is no certificate', async () => {
    await show('Nobody_1999', 404, { message: 'There is no certificate' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nobody_1999')).toBeInTheDocument();
  });

  it('tells a failed check from an unknown code', async () => {
    await show('Broken_2025', 500, { message: 'Something went wrong' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load certificate.');
  });
});
