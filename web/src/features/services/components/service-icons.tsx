import { SERVICE_ICONS, serviceIconOf } from '@club/model';

/**
 * The icon for a class name such as 'fa fa-laptop' or 'fa-solid fa-gears', drawn inline from
 * the model's shapes (the console's picker offers the same); a chip if unknown.
 */
export function ServiceIcon({ className }: { className: string }) {
  const shape: { circles?: { cx: number; cy: number; r: number }[]; path: string } =
    SERVICE_ICONS[serviceIconOf(className)];
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
      {shape.circles?.map((c) => (
        <circle key={`${c.cx},${c.cy}`} {...c} />
      ))}
      <path d={shape.path} />
    </svg>
  );
}
