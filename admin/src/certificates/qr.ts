import { CERTIFICATE_QR_LEVEL } from '@club/model';
import QRCode from 'qrcode';
import { publicCertificateAddress } from './public-address';

/** Spec §9: 150 px in the list, 300 px for a download (and the sheet's and ZIP's files). */
export const QR_LIST_SIZE = 150;
export const QR_FILE_SIZE = 300;

/** A certificate's QR code as a PNG data URL, at the level the printed page's code has too. */
export const certificateQr = async (code: string, width: number): Promise<string> =>
  QRCode.toDataURL(await publicCertificateAddress(code), {
    errorCorrectionLevel: CERTIFICATE_QR_LEVEL,
    width,
    type: 'image/png',
  });

/** The base64 bytes of a PNG data URL, as a ZIP entry takes them. */
export const pngBase64 = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);
