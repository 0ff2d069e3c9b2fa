import { buildSearchDocuments } from '@manovo/content/search-documents';
import type { Plugin } from 'vite';

/** Emits /search-index.json from the site's content at build time (and serves it in dev). */
export function searchIndexPlugin(): Plugin {
  const json = () => JSON.stringify(buildSearchDocuments());
  return {
    name: 'manovo-search-index',
    configureServer(server) {
      server.middlewares.use('/search-index.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(json());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'search-index.json', source: json() });
    },
  };
}
