// Where `vite build` writes the site; the server serves it from here.
import { fileURLToPath } from 'node:url';
export const webDistDir = fileURLToPath(new URL('./dist', import.meta.url));
