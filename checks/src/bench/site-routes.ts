import { demoCertificates, demoSubEvents, type DemoEntry } from '@club/demo';
import { certificateCode, certificatePath } from '@club/model';

export interface Route {
  /** Its name on the command line (`npm run lighthouse -- team`) and in the tables. */
  label: string;
  path: string;
}

const first = (entries: DemoEntry[], what: string) => {
  const entry = entries[0];
  if (!entry) throw new Error(`The demo content has no ${what} to measure.`);
  return entry.fields;
};

const subEvent = first(demoSubEvents, 'sub-event');
const certificate = first(demoCertificates, 'certificate');

/** The demo certificate the certificate page shows. */
export const certificateCodeOf = () => certificateCode(certificate);

/**
 * The spec's eleven public routes (§2), on the demo content. The addresses are built as the
 * site's links build them (web/src/lib/links.ts), which the checks may not import.
 */
export const SITE_ROUTES: Route[] = [
  { label: 'home', path: '/' },
  { label: 'about', path: '/about' },
  { label: 'team', path: '/team' },
  { label: 'service', path: '/service' },
  { label: 'achivement', path: '/achivement' },
  { label: 'event', path: '/event' },
  // The event of the sub-event below, so its page lists at least that one.
  { label: 'subevent', path: `/subevent?header=${encodeURIComponent(String(subEvent.eventName))}` },
  {
    label: 'oneevent',
    path: `/subevent/oneevent?${new URLSearchParams({ header: String(subEvent.header), eventName: String(subEvent.eventName) })}`,
  },
  { label: 'testimonial', path: '/testimonial' },
  { label: 'contact', path: '/contact' },
  { label: 'certificate', path: certificatePath(certificateCodeOf()) },
];

/** The routes named on the command line, or all of them. */
export const chosenRoutes = (names: string[]) => {
  if (names.length === 0) return SITE_ROUTES;
  const unknown = names.filter((n) => !SITE_ROUTES.some((r) => r.label === n));
  if (unknown.length > 0)
    throw new Error(
      `No route is called ${unknown.join(', ')}. Routes are: ${SITE_ROUTES.map((r) => r.label).join(', ')}.`,
    );
  return SITE_ROUTES.filter((r) => names.includes(r.label));
};
