import { useQuery } from '@tanstack/react-query';
import { certificateQr } from './qr';

/** A certificate's QR code as a PNG data URL, made once per code and size and then cached. */
export const useCertificateQr = (code: string | undefined, width: number) =>
  useQuery({
    queryKey: ['certificate-qr', code, width],
    queryFn: () => certificateQr(code!, width),
    enabled: Boolean(code),
    staleTime: Infinity,
  });
