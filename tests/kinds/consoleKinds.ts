/** The test-only kinds for the console's test build (aliased over src/console/registry/extraKinds.ts). */
export const EXTRA_KIND_MODULES: Record<string, unknown> = import.meta.glob('/tests/kinds/plugins/*/index.ts', { eager: true });
