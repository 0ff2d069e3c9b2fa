import { fileURLToPath } from 'node:url';
import { REACT_LIBRARIES, RUNTIME_ALIASES } from '@manovo/ui/runtime';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunk } from './scripts/first-load-chunk';
import { precompressPlugin } from './scripts/precompress-plugin';
import { searchIndexPlugin } from './scripts/search-index-plugin';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), searchIndexPlugin(), ...(isSsrBuild ? [] : [precompressPlugin()])],
  // React's names resolve to Preact's compat runtime (packages/ui/runtime.ts says why).
  resolve: { alias: RUNTIME_ALIASES },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  // The server's renderer (entry-server.tsx) goes to dist-server/, beside the browser's dist/.
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // dist/.vite/manifest.json: the server finds a page's chunk in it (plugins/web.ts).
        manifest: true,
        // The banner's lines go inside the stylesheet whatever their size (global.css says why).
        assetsInlineLimit: (file: string) => (file.endsWith('/banner-lines.svg') ? true : undefined),
        // Everything the app reaches by static imports in one chunk (scripts/first-load-chunk.ts says why).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [firstLoadChunk(source('./src/main.tsx'), source('./src/boot.ts'))],
            },
          },
        },
      },
  // Workspace packages are TypeScript source: bundle them into the renderer.
  // and so are the libraries that import React, so they meet the same runtime (the aliases above).
  ssr: {
    noExternal: [/^@manovo\//, ...REACT_LIBRARIES],
  },
}));
