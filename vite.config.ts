import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Vite config of the console: served under /admin/, API and media proxied to the local server in dev. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/public': 'http://127.0.0.1:8080',
    },
  },
});
