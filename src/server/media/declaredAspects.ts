import { kindForClient, type ClientPatches } from '../../core/clientPatch.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { imageFieldsOf } from './imageFields.ts';

/**
 * Every aspect key ("16:9") a picture field declares through `ui:options.dimensions`, in any kind as
 * any client runs it: the only `ar` values a derivative may be asked for, so the set of derivatives
 * of one picture stays small. Computed once at start-up.
 */
export function declaredAspects(registry: KindRegistry, patches: ReadonlyMap<string, ClientPatches>): Set<string> {
  const shapes = registry.kinds.flatMap((kind) => [kind, ...[...patches.values()].map((p) => kindForClient(kind, p[kind.id]))]);
  return new Set(shapes.flatMap((shape) => imageFieldsOf(shape).flatMap((f) => (f.aspect ? [f.aspect] : []))));
}
