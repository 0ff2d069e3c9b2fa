// The page's entry script. The stylesheets are imported here so they stay in the entry's stylesheet,
// which the server puts inside every page (apps/server/src/plugins/web.ts).
import './styles/fonts.css';
import '@manovo/ui/styles.css';
import './styles/global.css';
import { STATE_ELEMENT_ID } from './ssr/state-element';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

// A public page arrives rendered (entry-server.tsx) and readable, its links working: the app's code is
// fetched once the page has painted and loaded (its font and first images), then it hydrates. Content
// before code is what a phone on a slow network needs: text, font and images get the bandwidth, and
// hydration's long task never delays a paint. A page whose images are slow still hydrates after a few
// seconds. The admin (an empty shell) and a tab opened in the background (which paints nothing) start
// at once.
const LATEST_START_MS = 4000;

const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});

if (!document.getElementById(STATE_ELEMENT_ID) || document.visibilityState === 'hidden') start();
else {
  // One more frame after both, so the images the load brought are painted too.
  void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, LATEST_START_MS);
}
