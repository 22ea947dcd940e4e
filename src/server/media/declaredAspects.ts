import { aspectOfDimensions } from '../../core/pictures.ts';
import { kindForClient, type ClientPatches } from '../../core/clientPatch.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { UiSchema } from '../../core/jsonSchema.ts';
import { mediaFields } from '../overview/mediaFaults.ts';

/** The UI schema node at a field path (`'*'` steps into `items`). */
function uiAt(ui: UiSchema | undefined, path: readonly string[]): UiSchema | undefined {
  let node: unknown = ui;
  for (const step of path) node = (node as Record<string, unknown> | undefined)?.[step === '*' ? 'items' : step];
  return node as UiSchema | undefined;
}

/**
 * Every aspect key ("16:9") a picture field declares through `ui:options.dimensions`, in any kind as
 * any client runs it: the only `ar` values a derivative may be asked for, so the set of derivatives
 * of one picture stays small. Computed once at start-up.
 */
export function declaredAspects(registry: KindRegistry, patches: ReadonlyMap<string, ClientPatches>): Set<string> {
  const keys = new Set<string>();
  const shapes = registry.kinds.flatMap((kind) => [kind, ...[...patches.values()].map((p) => kindForClient(kind, p[kind.id]))]);
  for (const shape of shapes) {
    for (const field of mediaFields(shape.schema, shape.uiSchema)) {
      if (field.type !== 'image') continue;
      const options = uiAt(shape.uiSchema, field.path)?.['ui:options'] as Record<string, unknown> | undefined;
      const aspect = aspectOfDimensions(options?.dimensions);
      if (aspect) keys.add(aspect.key);
    }
  }
  return keys;
}
