/**
 * Plugin modules beyond `plugins/`: none in the product. A test build (VITE_TEST_KINDS=1) aliases
 * this module to `tests/kinds/consoleKinds.ts`, which adds the test-only kinds.
 */
export const EXTRA_KIND_MODULES: Record<string, unknown> = {};
