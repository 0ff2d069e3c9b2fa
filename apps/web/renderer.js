// The server's renderer built by `vite build --ssr` (src/entry-server.tsx), or null before a build.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const rendererFile = fileURLToPath(new URL('./dist-server/entry-server.js', import.meta.url));

export async function loadRenderer(file = rendererFile) {
  if (!existsSync(file)) return null;
  return import(pathToFileURL(file).href);
}
