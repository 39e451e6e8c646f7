import { PAGE_DATA_ID } from './lib/published-page';
import './styles/fonts.css';
import './styles/base.css';
import './styles/pages.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const start = () => void import('./start-site').then(({ startSite }) => startSite(root));

/**
 * Waits until the page's first pictures (those fetched first, the largest paint among them)
 * are on screen. Loaded is not yet painted: code started in between held up their paint on a
 * slow phone, and Lighthouse then counted the code's run into the largest paint (1.7 s instead
 * of 1.0 s on /event, measured).
 */
const firstPicturesPainted = async () => {
  const first = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  await Promise.allSettled([...first].map((picture) => picture.decode()));
  // A frame callback runs just before the next paint; a task queued from it runs after.
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
};
const startWhenPainted = () => void firstPicturesPainted().then(start);

// A published page is whole before any code runs: its pictures come first, and the app's code
// (React and the page's parts, about 70 KB) only once they are shown, so it never slows them
// down on a phone. The app shell has nothing to show without it: it starts at once.
if (!document.getElementById(PAGE_DATA_ID)) start();
else if (document.readyState === 'complete') startWhenPainted();
else window.addEventListener('load', startWhenPainted, { once: true });
