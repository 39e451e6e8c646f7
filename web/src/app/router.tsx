import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { ComingSoon } from './routes/ComingSoon';
import { Home } from './routes/Home';
import { NotFound } from './routes/NotFound';
import { TeamPage } from './routes/TeamPage';

// Spec §2 routes whose pages later issues fill in; until then each says so under its heading.
const COMING_SOON = [
  { path: 'about', title: 'About Us' },
  { path: 'service', title: 'Services' },
  { path: 'achivement', title: 'Achievements' },
  { path: 'event', title: 'Events' },
  { path: 'subevent', title: 'Sub Events' },
  { path: 'subevent/oneevent', title: 'Event Details' },
  { path: 'testimonial', title: 'Testimonials' },
  { path: 'contact', title: 'Contact Us' },
  { path: 'show/:code', title: 'Certificate Verification' },
];

export const router = createBrowserRouter([
  {
    path: '/',
    element: <App />,
    children: [
      { index: true, element: <Home /> },
      { path: 'team', element: <TeamPage /> },
      ...COMING_SOON.map(({ path, title }) => ({
        path,
        element: <ComingSoon title={title} />,
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
