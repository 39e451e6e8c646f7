import { lazy, type ComponentType } from 'react';
import { Routes, type RouteDefinition } from '../lib/router';
import { ConsoleRedirect } from './routes/ConsoleRedirect';
import { NotFound } from './routes/NotFound';

/** Each page's code is its own chunk, loaded when the page is first visited. */
const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(() => load().then((module) => ({ default: module[name] })));

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
const CertificatePage = page<'CertificatePage', { code: string }>(
  () => import('./routes/CertificatePage'),
  'CertificatePage',
);

/** Spec §2's public routes, plus the old admin addresses at the root, which lead to the console. */
const ROUTES: readonly RouteDefinition[] = [
  { path: '/', element: () => <Home /> },
  { path: '/about', element: () => <AboutPage /> },
  { path: '/team', element: () => <TeamPage /> },
  { path: '/service', element: () => <ServicePage /> },
  { path: '/achivement', element: () => <AchievementsPage /> },
  { path: '/event', element: () => <EventsPage /> },
  { path: '/subevent', element: () => <SubEventsPage /> },
  { path: '/subevent/oneevent', element: () => <SubEventDetailPage /> },
  { path: '/testimonial', element: () => <TestimonialsPage /> },
  { path: '/contact', element: () => <ContactPage /> },
  // The rest of the path is the code, whole, even if it holds an encoded slash.
  { path: '/show/*', element: (code) => <CertificatePage code={code} /> },
  { path: '/login', element: () => <ConsoleRedirect to="/admin/login" /> },
  { path: '/adminDRC', element: () => <ConsoleRedirect to="/admin" /> },
];

export const AppRoutes = () => <Routes routes={ROUTES} fallback={<NotFound />} />;
