// The page's entry script. The stylesheets are imported here so they stay in the entry's stylesheet,
// which the server puts inside every page (apps/server/src/plugins/web.ts).
import './styles/fonts.css';
import '@manovo/ui/styles.css';
import './styles/global.css';
import { holdEarlyClicks } from './early-clicks';
import { STATE_ELEMENT_ID } from './ssr/state-element';

// A public page arrives rendered (entry-server.tsx) and its controls have native baselines: links,
// forms that post or GET, the menu's popover, <details>. The app starts as soon as this script runs,
// with no wait for the page's load event: waiting only left a page that looked ready and was dead.
// The few controls that do nothing without the app (a `type="button"` toggle) are honoured by
// early-clicks.ts: kept until the page has hydrated, then clicked again.
const serverRendered = document.getElementById(STATE_ELEMENT_ID) !== null;
const release = serverRendered ? holdEarlyClicks(document.getElementById('root')) : null;
void import('./main').then(() => release?.());
