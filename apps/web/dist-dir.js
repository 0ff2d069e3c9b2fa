// Where `vite build` writes the site; the server serves it from here.
import { fileURLToPath } from 'node:url';
export const webDistDir = fileURLToPath(new URL('./dist', import.meta.url));
// The site's own files (artwork), read by the server's share cards.
export const webPublicDir = fileURLToPath(new URL('./public', import.meta.url));
