import type { KindMessages } from './defineKind.ts';
import type { JsonSchema } from './jsonSchema.ts';

/** Looks a message up; undefined when the catalogue has no such id. */
export type Lookup = (id: string) => string | undefined;

/** "research_card" → "Research card": the last-resort name of a tab or a field. */
export function capitaliseKey(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A kind's own messages in a UI language, English where that language lacks one (the server's side of the console's catalogue). */
export function kindLookup(messages: KindMessages | undefined, lang: keyof KindMessages): Lookup {
  return (id) => messages?.[lang]?.[id] ?? messages?.en?.[id];
}

const isArray = (node: JsonSchema | undefined) =>
  !!node && (node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array')) || (!node.properties && !!node.items));

/** One readable step of a field's path: a property's name, or a child's key or position. */
interface PathPart {
  label: string;
  property: boolean;
}

function labelledParts(kindId: string, schema: JsonSchema | undefined, segments: readonly string[], lookup: Lookup): PathPart[] {
  const parts: PathPart[] = [];
  const ids: string[] = [];
  let node: JsonSchema | undefined = schema;
  for (const segment of segments) {
    if (isArray(node)) {
      const index = Number(segment);
      parts.push({ label: !node!['x-key'] && Number.isInteger(index) ? String(index + 1) : segment, property: false });
      node = node!.items;
      continue;
    }
    const child: JsonSchema | undefined = node?.properties?.[segment];
    ids.push(segment);
    parts.push({ label: lookup(`field.${kindId}.${ids.join('.')}`) ?? child?.title ?? capitaliseKey(segment), property: true });
    node = child;
  }
  return parts;
}

/**
 * The readable parts of a field's path (`pages/12/text` → Pages, 12, Page Text): each property by the
 * kind's field title (`field.<kind>.pages.text`, the ids the form uses), else its schema title, else
 * the capitalised name. A keyed child keeps its key; an unkeyed one (addressed by index) shows its
 * position from 1, as an author counts.
 */
export function fieldPathParts(kindId: string, schema: JsonSchema, path: string, lookup: Lookup): string[] {
  return labelledParts(kindId, schema, path.split('/'), lookup).map((p) => p.label);
}

/**
 * The name of the field a JSON pointer ends at, as the kind's form titles it (`/pages/4/latitude` →
 * "Latitude", "Latitud" with Spanish messages): the last property on the way; the pointer itself when it names none.
 */
export function pointerFieldName(kindId: string, schema: JsonSchema | undefined, pointer: string, lookup: Lookup): string {
  const segments = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return labelledParts(kindId, schema, segments, lookup).filter((p) => p.property).at(-1)?.label ?? pointer;
}
