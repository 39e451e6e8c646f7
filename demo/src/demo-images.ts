import sharp from 'sharp';

/**
 * Sample pictures drawn from shapes, so the repository ships no binary files and no fonts
 * are needed: a portrait silhouette for people, a little robot scene for everything else.
 */
export type DemoPicture =
  | { kind: 'portrait'; hue: number; size?: number }
  | { kind: 'scene'; hue: number; width: number; height: number };

const palette = (hue: number) => ({
  light: `hsl(${hue} 70% 88%)`,
  mid: `hsl(${hue} 60% 55%)`,
  dark: `hsl(${hue} 55% 28%)`,
  accent: `hsl(${(hue + 150) % 360} 75% 55%)`,
});

const portrait = (hue: number, size: number) => {
  const c = palette(hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${c.light}"/>
  <circle cx="50" cy="40" r="18" fill="${c.dark}"/>
  <path d="M18 100 Q18 66 50 64 Q82 66 82 100 Z" fill="${c.mid}"/>
  <rect x="40" y="70" width="20" height="6" rx="3" fill="${c.accent}"/>
</svg>`;
};

/** Video frames pass `robot` to drive it sideways (viewBox units) and blink its antenna. */
export const scene = (
  hue: number,
  width: number,
  height: number,
  robot = { x: 0, lightOn: true },
) => {
  const c = palette(hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${c.dark}"/><stop offset="1" stop-color="${c.mid}"/></linearGradient></defs>
  <rect width="160" height="90" fill="url(#g)"/>
  <g fill="none" stroke="${c.light}" stroke-opacity="0.25" stroke-width="0.6">
    <path d="M0 70 H40 V55 H70 M160 20 H120 V35 H95 M10 10 H30 V25"/>
    <circle cx="70" cy="55" r="1.5"/><circle cx="95" cy="35" r="1.5"/>
  </g>
  <g transform="translate(${robot.x} 0)">
  <rect x="66" y="30" width="28" height="22" rx="4" fill="${c.light}"/>
  <circle cx="74" cy="40" r="3.5" fill="${c.accent}"/><circle cx="86" cy="40" r="3.5" fill="${c.accent}"/>
  <rect x="77" y="22" width="6" height="8" fill="${c.light}"/><circle cx="80" cy="20" r="3" fill="${robot.lightOn ? c.accent : c.dark}"/>
  <rect x="70" y="52" width="20" height="16" rx="2" fill="${c.light}"/>
  <rect x="60" y="54" width="8" height="4" rx="2" fill="${c.light}"/><rect x="92" y="54" width="8" height="4" rx="2" fill="${c.light}"/>
  <circle cx="74" cy="72" r="4" fill="${c.dark}" stroke="${c.light}"/><circle cx="86" cy="72" r="4" fill="${c.dark}" stroke="${c.light}"/>
  </g>
</svg>`;
};

export const renderDemoPicture = async (picture: DemoPicture): Promise<Uint8Array> => {
  const svg =
    picture.kind === 'portrait'
      ? portrait(picture.hue, picture.size ?? 300)
      : scene(picture.hue, picture.width, picture.height);
  return sharp(Buffer.from(svg)).png().toBuffer();
};
