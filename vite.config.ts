import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pickSignInMessages } from './src/console/i18n/signInMessages.ts';
import { precompress } from './src/build/precompress.ts';

// VITE_TEST_KINDS=1 builds the console with the test-only kinds of tests/kinds into .tmp/dist-testkinds.
const testKinds = process.env.VITE_TEST_KINDS === '1';
const testExtraKinds = fileURLToPath(new URL('./tests/kinds/consoleKinds.ts', import.meta.url));
// TOURBENCH_BUILD_CHECK=1: a build that only has to show that a changed tree builds and serve it to a test
// (tests/ops/kindFolders.test.ts): no source maps and no .br/.gz siblings (the server then answers the
// files as they are). A changed tree changes the hashes of most big chunks, so the brotli cache has few of
// them: ~7 CPU-s with maps and siblings, ~2 without.
const buildCheck = process.env.TOURBENCH_BUILD_CHECK === '1';
const lean = buildCheck || testKinds;

const SIGN_IN_MESSAGES = 'virtual:sign-in-messages/';

/** `virtual:sign-in-messages/<language>`: the sign-in routes' slice of src/locales/<language>.json. */
function signInMessages(): Plugin {
  return {
    name: 'tourbench:sign-in-messages',
    resolveId: (id) => (id.startsWith(SIGN_IN_MESSAGES) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${SIGN_IN_MESSAGES}`)) return undefined;
      const language = id.slice(SIGN_IN_MESSAGES.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`${id}: not a language code`);
      const file = fileURLToPath(new URL(`./src/locales/${language}.json`, import.meta.url));
      // Rebuilt when the catalogue changes (vite dev and watch builds).
      this.addWatchFile(file);
      return `export default ${JSON.stringify(pickSignInMessages(JSON.parse(readFileSync(file, 'utf8'))))};`;
    },
  };
}

/** Vite config of the console: served under /admin/, API and media proxied to the local server in dev. */
export default defineConfig({
  base: '/admin/',
  // A build for one test run on this machine (the test kinds, or a changed tree's build check): no precompressed
  // siblings (the server answers the files as they are) and no source maps, which cost it more CPU than the bundling.
  plugins: [react(), signInMessages(), ...(lean ? [] : [precompress()])],
  resolve: { alias: testKinds ? [{ find: /^\.\/extraKinds\.ts$/, replacement: testExtraKinds }] : [] },
  build: {
    outDir: testKinds ? '.tmp/dist-testkinds' : 'dist', emptyOutDir: true, sourcemap: !lean,
    // The map and editor chunks are big by nature and load only after sign-in; the budget that matters,
    // the login route's, is held by tests/e2e/loginWeight.e2e.test.ts.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/public': 'http://127.0.0.1:8080',
    },
  },
});
