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

/** Where a keyed child sits in its document (counted from 1) and what its author titled it. */
export interface ChildName {
  position: number;
  title?: string;
}

/** Keyed children by their path (`pages/55`): what a list of field paths names them by. */
export type ChildNames = Readonly<Record<string, ChildName>>;

function labelledParts(kindId: string, schema: JsonSchema | undefined, segments: readonly string[], lookup: Lookup, children?: ChildNames): PathPart[] {
  const parts: PathPart[] = [];
  const ids: string[] = [];
  let node: JsonSchema | undefined = schema;
  for (const [i, segment] of segments.entries()) {
    if (isArray(node)) {
      const index = Number(segment);
      const named = node!['x-key'] ? children?.[segments.slice(0, i + 1).join('/')] : undefined;
      if (named) {
        // "Page 1 · Arrival" says which list it is in: with a noun for one child it takes the list's own
        // name's place; without one the list stays and the child reads "1 · Arrival".
        const noun = lookup(`field.${kindId}.${ids.join('.')}.item`) ?? node!.items?.title;
        if (noun && parts.at(-1)?.property) parts.pop();
        parts.push({ label: `${noun ? `${noun} ` : ''}${named.position}${named.title ? ` · ${named.title}` : ''}`, property: false });
      } else {
        parts.push({ label: !node!['x-key'] && Number.isInteger(index) ? String(index + 1) : segment, property: false });
      }
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
 * the capitalised name. A keyed child named in `children` reads as an author knows it ("Page 1 ·
 * Arrival", its noun `field.<kind>.pages.item`, else the items' title); otherwise it keeps its key.
 * An unkeyed one (addressed by index) shows its position from 1, as an author counts.
 */
export function fieldPathParts(kindId: string, schema: JsonSchema, path: string, lookup: Lookup, children?: ChildNames): string[] {
  return labelledParts(kindId, schema, path.split('/'), lookup, children).map((p) => p.label);
}

/** What a child is titled: the property its list's `summary.title` names, else its first text (the key excluded). */
function childTitleOf(child: Record<string, unknown>, items: JsonSchema | undefined, key: string, summaryProp: unknown): string | undefined {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  if (typeof summaryProp === 'string') return text(child[summaryProp]);
  for (const [name, s] of Object.entries(items?.properties ?? {})) {
    if (name !== key && s.type === 'string' && text(child[name])) return text(child[name]);
  }
  return undefined;
}

/**
 * The keyed children the paths pass through (`pages/55/text` → `pages/55`), each with its position in
 * the document and its title there, so a list of fields can say "Page 1 · Arrival" rather than the key.
 */
export function keyedChildNames(schema: JsonSchema, uiSchema: Readonly<Record<string, unknown>> | undefined, doc: unknown, paths: readonly string[]): Record<string, ChildName> {
  const out: Record<string, ChildName> = {};
  for (const path of paths) {
    const segments = path.split('/');
    let node: JsonSchema | undefined = schema;
    let ui = uiSchema as Record<string, any> | undefined;
    let value = doc as any;
    for (const [i, segment] of segments.entries()) {
      if (isArray(node)) {
        const key = node!['x-key'];
        const list: unknown[] = Array.isArray(value) ? value : [];
        const index = typeof key === 'string' ? list.findIndex((c) => String((c as Record<string, unknown> | null)?.[key]) === segment) : Number(segment);
        value = list[index];
        if (typeof key === 'string' && index >= 0 && value && typeof value === 'object') {
          out[segments.slice(0, i + 1).join('/')] = { position: index + 1, title: childTitleOf(value, node!.items, key, ui?.['ui:options']?.summary?.title) };
        }
        node = node!.items;
        ui = ui?.items;
        continue;
      }
      node = node?.properties?.[segment];
      ui = ui?.[segment];
      value = value?.[segment];
    }
  }
  return out;
}

/**
 * The name of the field a JSON pointer ends at, as the kind's form titles it (`/pages/4/latitude` →
 * "Latitude", "Latitud" with Spanish messages): the last property on the way; the pointer itself when it names none.
 */
export function pointerFieldName(kindId: string, schema: JsonSchema | undefined, pointer: string, lookup: Lookup): string {
  const segments = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return labelledParts(kindId, schema, segments, lookup).filter((p) => p.property).at(-1)?.label ?? pointer;
}
