import { certificatePath } from '@club/model';
import { lazy, type ComponentType } from 'react';
import { PAGES, type PageName } from '../config/pages';
import { Routes, type RouteDefinition } from '../lib/router';
import { ConsoleRedirect } from './routes/ConsoleRedirect';
import { EventNotFound, NotFound } from './routes/NotFound';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * Each page's code is its own chunk, loaded when the page is first visited. Once loaded, a
 * page renders at once: publishing loads them all first (loadEveryPage), so no page waits
 * inside the HTML it is rendered into.
 */
const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => {
  let loaded: ComponentType<P> | undefined;
  const fetch = () => load().then((module) => (loaded = module[name]));
  loaders.push(fetch);
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })));
  return function Page(props: P) {
    const Shown = (loaded ?? Lazy) as ComponentType<P>;
    return <Shown {...props} />;
  };
};

export const loadEveryPage = () => Promise.all(loaders.map((load) => load()));

const Home = page(() => import('./routes/Home'), 'Home');
const AboutPage = page(() => import('./routes/AboutPage'), 'AboutPage');
const TeamPage = page(() => import('./routes/TeamPage'), 'TeamPage');
const ServicePage = page(() => import('./routes/ServicePage'), 'ServicePage');
const AchievementsPage = page(() => import('./routes/AchievementsPage'), 'AchievementsPage');
const EventsPage = page(() => import('./routes/EventsPage'), 'EventsPage');
const SubEventsPage = page(() => import('./routes/SubEventsPage'), 'SubEventsPage');
const SubEventDetailPage = page(() => import('./routes/SubEventDetailPage'), 'SubEventDetailPage');
const TestimonialsPage = page(() => import('./routes/TestimonialsPage'), 'TestimonialsPage');
const ContactPage = page(() => import('./routes/ContactPage'), 'ContactPage');
const CertificatePage = page<'CertificatePage', { code: string | null }>(
  () => import('./routes/CertificatePage'),
  'CertificatePage',
);

/** What each page of the table shows; a page without its element does not compile. */
const PAGE_ELEMENTS: Record<PageName, RouteDefinition['element']> = {
  home: () => <Home />,
  about: () => <AboutPage />,
  team: () => <TeamPage />,
  service: () => <ServicePage />,
  achievements: () => <AchievementsPage />,
  events: () => <EventsPage />,
  subEvents: () => <SubEventsPage />,
  subEventDetail: () => <SubEventDetailPage />,
  testimonials: () => <TestimonialsPage />,
  contact: () => <ContactPage />,
};

/** Spec §2's public routes, plus the old admin addresses at the root, which lead to the console. */
const ROUTES: readonly RouteDefinition[] = [
  ...(Object.keys(PAGES) as PageName[]).map((name) => ({
    path: PAGES[name].path,
    element: PAGE_ELEMENTS[name],
  })),
  // The rest of the path is the code, whole, even if it holds an encoded slash.
  { path: `${certificatePath('')}*`, element: (code) => <CertificatePage code={code} /> },
  { path: '/login', element: () => <ConsoleRedirect to="/admin/login" /> },
  { path: '/adminDRC', element: () => <ConsoleRedirect to="/admin" /> },
];

export const AppRoutes = () => <Routes routes={ROUTES} fallback={<NotFound />} />;

/**
 * The published 404 page for an address: a certificate's says no such certificate was issued,
 * a sub-event address's says spec §8's words.
 */
export const NotFoundPage = ({ address }: { address: string }) => {
  if (address.startsWith(certificatePath(''))) return <CertificatePage code={null} />;
  if (
    address.startsWith(`${PAGES.subEvents.path}?`) ||
    address.startsWith(PAGES.subEventDetail.path)
  )
    return <EventNotFound address={address} />;
  return <NotFound />;
};
