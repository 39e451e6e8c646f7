import { PAGE_DATA_ID } from './lib/published-page';
import './styles/base.css';
import './styles/pages.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const start = () => void import('./start-site').then(({ startSite }) => startSite(root));

// A published page is whole before any code runs: its pictures come first, and the app's code
// (React and the page's parts, about 70 KB) only once they are in, so it never slows them
// down on a phone's connection. The app shell has nothing to show without it: it starts at once.
if (!document.getElementById(PAGE_DATA_ID) || document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
