import { fileURLToPath } from 'node:url';
import type { Renderer } from '@manovo/web/renderer';

// The web app's server entry, compiled from source by the test runner: the tests need no build.
const ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

/** The same renderer `vite build --ssr` produces, for integration tests of the server's HTML. */
export const loadSourceRenderer = async (): Promise<Renderer> =>
  (await import(/* @vite-ignore */ ENTRY)) as Renderer;
