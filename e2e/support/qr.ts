import jsQR from 'jsqr';
import sharp from 'sharp';

/** What a phone camera would read from a picture of a QR code (PNG bytes). */
export const readQr = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return { text: found?.data, width: info.width, height: info.height };
};
