import { CERTIFICATE_QR_LEVEL } from '@club/model';
import { create } from 'qrcode';
import { useMemo } from 'react';

/** The blank margin a reader needs around the code, in modules (the standard's four). */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR code as one SVG path: each row's runs of dark modules as lines one
 * module thick, each run placed from the end of the one before (`m3 0h2`), which keeps the
 * page's HTML small (6 KB, 1 KB compressed, for a code of 130 characters). Computed alike where
 * the page is published and in the browser, so the page's code takes the published SVG over
 * as it is.
 */
export const qrShape = (text: string) => {
  const { size, data } = create(text, { errorCorrectionLevel: CERTIFICATE_QR_LEVEL }).modules;
  const dark = (x: number, y: number) => data[y * size + x] === 1;
  let path = '';
  for (let y = 0; y < size; y++) {
    let pen: number | undefined;
    for (let x = 0; x < size;) {
      if (!dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && dark(x, y)) x++;
      path +=
        pen === undefined ? `M${start} ${y + 0.5}h${x - start}` : `m${start - pen} 0h${x - start}`;
      pen = x;
    }
  }
  return { size, path };
};

/**
 * A certificate page's address as a QR code, the one the console prints on certificates:
 * scanned from a printout, it leads back to this page.
 */
export function CertificateQr({ address, className }: { address: string; className?: string }) {
  const { size, path } = useMemo(() => qrShape(address), [address]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      role="img"
      aria-label="QR code of this certificate's page"
      data-address={address}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={path} stroke="#000" strokeWidth={1} />
    </svg>
  );
}
