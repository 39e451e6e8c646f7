import sharp from 'sharp';

/** A real PNG photo-sized picture, as a person would upload. */
export const pngFile = async (name = 'photo.png', width = 640, height = 480) => {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
};

/** Something that claims to be a picture but is not. */
export const fakeImage = () =>
  new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' });
