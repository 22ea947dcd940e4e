import { createKindRegistry, type KindRegistry } from '../../core/createKindRegistry.ts';
import { EXTRA_KIND_MODULES } from './extraKinds.ts';
import { ROUTE_CHECKS } from './routeNames.ts';
import { KNOWN_WIDGET_NAMES } from './widgetNames.ts';

/** The outcome of building the registry: the registry, or the error that names the broken file. */
export type RegistryResult = { ok: true; registry: KindRegistry } | { ok: false; error: Error };

/**
 * Discovers every plugin at build time and builds the frozen kind registry once.
 * Errors are returned (and logged) rather than thrown so the app can render them loudly.
 */
export function buildRegistry(): RegistryResult {
  // Eager: kinds are small data objects and the console needs all of them for the tab bar.
  const modules = { ...import.meta.glob('/plugins/*/index.ts', { eager: true }), ...EXTRA_KIND_MODULES };
  try {
    return { ok: true, registry: createKindRegistry(modules, { widgets: KNOWN_WIDGET_NAMES, routes: ROUTE_CHECKS }) };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    console.error(error);
    return { ok: false, error };
  }
}
