import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// VITE_TEST_KINDS=1 builds the console with the test-only kinds of tests/kinds into .tmp/dist-testkinds.
const testKinds = process.env.VITE_TEST_KINDS === '1';
const testExtraKinds = fileURLToPath(new URL('./tests/kinds/consoleKinds.ts', import.meta.url));

/** Vite config of the console: served under /admin/, API and media proxied to the local server in dev. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: testKinds ? [{ find: /^\.\/extraKinds\.ts$/, replacement: testExtraKinds }] : [] },
  build: { outDir: testKinds ? '.tmp/dist-testkinds' : 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/public': 'http://127.0.0.1:8080',
    },
  },
});
