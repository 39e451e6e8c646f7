/**
 * The icons a service may show, by their Font Awesome names: the console stores class names
 * ('fa fa-laptop') as the old site did, the site draws these shapes inline (Feather shapes,
 * MIT) rather than load an icon font from another host, and the console's picker offers them.
 * Shapes in a 24×24 box, drawn with round strokes; no React here, only their data.
 */
export interface IconShape {
  circles?: { cx: number; cy: number; r: number }[];
  /** SVG path data, drawn after the circles. */
  path: string;
}

export const SERVICE_ICONS = {
  laptop: { path: 'M4 5h16v10H4zM2 19h20' },
  desktop: { path: 'M3 4h18v12H3zM8 20h8M12 16v4' },
  mobile: { path: 'M7 2h10v20H7zM11 18h2' },
  code: { path: 'M16 18l6-6-6-6M8 6l-6 6 6 6' },
  microchip: {
    path: 'M7 7h10v10H7zM10 10h4v4h-4zM9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3',
  },
  cogs: {
    circles: [{ cx: 12, cy: 12, r: 3 }],
    path: 'M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  },
  users: {
    circles: [{ cx: 9, cy: 8, r: 4 }],
    path: 'M1 21v-2a5 5 0 0 1 5-5h6a5 5 0 0 1 5 5v2M16 3.1a4 4 0 0 1 0 7.8M23 21v-2a5 5 0 0 0-4-4.9',
  },
  trophy: {
    path: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H3a4 4 0 0 0 4 4M17 6h4a4 4 0 0 1-4 4',
  },
  'graduation-cap': { path: 'M22 9L12 4 2 9l10 5 10-5zM6 11v5c3 2 9 2 12 0v-5' },
  rocket: {
    path: 'M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2M12 15l-3-3a22 22 0 0 1 2-4A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22 22 0 0 1-4 2zM9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5',
  },
  lightbulb: { path: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z' },
  wrench: {
    path: 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
  },
  globe: {
    circles: [{ cx: 12, cy: 12, r: 10 }],
    path: 'M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  },
  robot: { path: 'M5 8h14v12H5zM12 8V4M9 13h.01M15 13h.01M9 17h6' },
} satisfies Record<string, IconShape>;

export type ServiceIconName = keyof typeof SERVICE_ICONS;

/** Other Font Awesome names the site draws with one of the shapes above. */
const ALIASES: Record<string, ServiceIconName> = {
  cog: 'cogs',
  gear: 'cogs',
  gears: 'cogs',
  user: 'users',
  'lightbulb-o': 'lightbulb',
  'mobile-phone': 'mobile',
  'code-fork': 'code',
  university: 'graduation-cap',
};

/** A class name nothing above draws shows this one, rather than nothing. */
const FALLBACK: ServiceIconName = 'microchip';

const isKnown = (name: string): name is ServiceIconName => name in SERVICE_ICONS;

/** The shape drawn for a class name ('fa fa-laptop', 'fa-solid fa-gears'), if it has one. */
export const knownServiceIcon = (className: string): ServiceIconName | undefined =>
  className
    .split(/\s+/)
    .filter((c) => c.startsWith('fa-'))
    .map((c) => c.slice(3))
    .map((n) => ALIASES[n] ?? n)
    .find(isKnown);

/** The shape the site draws for a class name: its own, or the fallback. */
export const serviceIconOf = (className: string): ServiceIconName =>
  knownServiceIcon(className) ?? FALLBACK;

/** The class name the console stores for a shape, as the old site wrote them. */
export const serviceIconClass = (name: ServiceIconName) => `fa fa-${name}`;
