import { LOCALE_CODES, type Locale } from '@manovo/content/locales';
import { buildSearchDocuments } from '@manovo/content/search-documents';
import { searchIndexFileOf } from '@manovo/search/languages';
import type { Plugin } from 'vite';

/**
 * Emits each locale's static search index from the site's content at build time (and serves it in
 * dev): /search-index.json (English, the spec's) and /search-index.de.json, /search-index.fr.json.
 */
export function searchIndexPlugin(): Plugin {
  const json = (locale: Locale) => JSON.stringify(buildSearchDocuments(locale));
  return {
    name: 'manovo-search-index',
    configureServer(server) {
      for (const locale of LOCALE_CODES)
        server.middlewares.use(`/${searchIndexFileOf(locale)}`, (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(json(locale));
        });
    },
    generateBundle() {
      for (const locale of LOCALE_CODES)
        this.emitFile({ type: 'asset', fileName: searchIndexFileOf(locale), source: json(locale) });
    },
  };
}
