import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { aspectOfDimensions, widthOfDimensions } from '../../core/pictures.ts';
import type { SchemaPath } from '../../core/schemaAnnotations.ts';
import { mediaFields } from '../overview/mediaFaults.ts';

export { isStoredName } from '../overview/mediaFaults.ts';

/** An image field of a kind: where its file names sit and the aspect its `ui:options.dimensions` gives. */
export interface ImageField {
  path: SchemaPath;
  aspect: string | null;
  /** The field's own width (SPEC §9 size), which bounds its srcset; undefined when it names none. */
  width?: number;
}

// The UI schema node of a field: `*` steps into `items`, as `mediaFields` walks it.
function uiAt(ui: UiSchema | undefined, path: SchemaPath): UiSchema | undefined {
  let node: unknown = ui;
  for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part === '*' ? 'items' : part] : undefined;
  return node && typeof node === 'object' ? (node as UiSchema) : undefined;
}

// Found once per kind as a client runs it (the validator keeps one object per client and kind).
const fieldsByKind = new WeakMap<object, ImageField[]>();

/** The image fields of a kind (as a client runs it), each with its aspect; found once per kind object. */
export function imageFieldsOf(kind: { schema: JsonSchema; uiSchema?: UiSchema }): ImageField[] {
  let fields = fieldsByKind.get(kind);
  if (!fields) {
    fields = mediaFields(kind.schema, kind.uiSchema).filter((f) => f.type === 'image').map((f) => {
      const options = uiAt(kind.uiSchema, f.path)?.['ui:options'] as Record<string, unknown> | undefined;
      return { path: f.path, aspect: aspectOfDimensions(options?.dimensions)?.key ?? null, width: widthOfDimensions(options?.dimensions) };
    });
    fieldsByKind.set(kind, fields);
  }
  return fields;
}
