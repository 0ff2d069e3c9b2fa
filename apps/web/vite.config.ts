import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { searchIndexPlugin } from './scripts/search-index-plugin';

export default defineConfig({
  plugins: [react(), searchIndexPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: { target: 'es2022', sourcemap: false },
});
