import type { ReactNode } from 'react';

// The console stores Font Awesome class names ('fa fa-laptop'); the site draws the common ones
// as inline icons (Feather shapes, MIT) rather than loading an icon font from another host.
const PATHS: Record<string, ReactNode> = {
  laptop: <path d="M4 5h16v10H4zM2 19h20" />,
  desktop: <path d="M3 4h18v12H3zM8 20h8M12 16v4" />,
  mobile: <path d="M7 2h10v20H7zM11 18h2" />,
  code: <path d="M16 18l6-6-6-6M8 6l-6 6 6 6" />,
  microchip: (
    <path d="M7 7h10v10H7zM10 10h4v4h-4zM9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" />
  ),
  cogs: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M1 21v-2a5 5 0 0 1 5-5h6a5 5 0 0 1 5 5v2M16 3.1a4 4 0 0 1 0 7.8M23 21v-2a5 5 0 0 0-4-4.9" />
    </>
  ),
  trophy: (
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H3a4 4 0 0 0 4 4M17 6h4a4 4 0 0 1-4 4" />
  ),
  'graduation-cap': <path d="M22 9L12 4 2 9l10 5 10-5zM6 11v5c3 2 9 2 12 0v-5" />,
  rocket: (
    <path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2M12 15l-3-3a22 22 0 0 1 2-4A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22 22 0 0 1-4 2zM9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5" />
  ),
  lightbulb: <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z" />,
  wrench: (
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </>
  ),
  robot: <path d="M5 8h14v12H5zM12 8V4M9 13h.01M15 13h.01M9 17h6" />,
};

const ALIASES: Record<string, string> = {
  cog: 'cogs',
  gear: 'cogs',
  gears: 'cogs',
  user: 'users',
  'lightbulb-o': 'lightbulb',
  'mobile-phone': 'mobile',
  'code-fork': 'code',
  university: 'graduation-cap',
};

/** The icon for a class name such as 'fa fa-laptop' or 'fa-solid fa-gears'; a chip if unknown. */
export function ServiceIcon({ className }: { className: string }) {
  const names = className
    .split(/\s+/)
    .filter((c) => c.startsWith('fa-'))
    .map((c) => c.slice(3));
  const known = names.map((n) => ALIASES[n] ?? n).find((n) => n in PATHS) ?? 'microchip';
  return (
    <svg
      className="service-icon"
      width={32}
      height={32}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[known]}
    </svg>
  );
}
