import { Box } from '@mui/material';
import { useCertificateQr } from './use-certificate-qr';

interface CertificateQrProps {
  code: string;
  /** The PNG's own size in pixels. */
  width: number;
  /** The size it is shown at, when not its own (the sheet prints 300 px codes smaller). */
  displaySize?: number | string;
}

/** A certificate's QR code, leading to its public verification page. */
export const CertificateQr = ({ code, width, displaySize = width }: CertificateQrProps) => {
  const { data } = useCertificateQr(code, width);
  // Keep the space while the code is drawn, so rows do not jump.
  if (!data) return <Box sx={{ width: displaySize, height: displaySize }} />;
  return (
    <img
      src={data}
      alt={`QR code for ${code}`}
      width={width}
      height={width}
      style={{ width: displaySize, height: displaySize, display: 'block' }}
    />
  );
};
