import type { ResolvedKind } from '../../src/core/defineKind.ts';
import type { JsonSchema } from '../../src/core/jsonSchema.ts';
import { relationOffered, relationTargets, type RelationDefinition } from '../../src/core/relations.ts';
import { refKinds, schemaAnnotations } from '../../src/core/schemaAnnotations.ts';

// What a generic suite looks for in a kind's declaration when a case needs a particular capability
// (keyed children, translatable text, a relation): found from the schema and the declaration, never by id.

const textual = (s: JsonSchema | undefined) => !!s && s.type === 'string' && !s.enum && !s.format && !s['x-ref'];

/** A keyed child array at the top of the document whose children have a translatable text: a story's pages and their `text`. */
export interface KeyedText {
  /** The array property (`pages`). */
  array: string;
  /** The children's key property (`id`). */
  key: string;
  /** A translatable text of each child (`text`, an option's `text`). */
  text: string;
}

/** The kind's first keyed child array with a translatable text in its children, or undefined. */
export function keyedTextOf(kind: ResolvedKind): KeyedText | undefined {
  for (const [array, s] of Object.entries((kind.schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const key = s['x-key'];
    const items = s.items;
    if (s.type !== 'array' || typeof key !== 'string' || !items) continue;
    const text = Object.entries((items.properties ?? {}) as Record<string, JsonSchema>).find(([, p]) => textual(p) && p['x-localized'] === true)?.[0];
    if (text) return { array, key, text };
  }
  return undefined;
}

/** The kind's first translatable text at the top of the document (`title`), or undefined. */
export function localizedTextOf(kind: ResolvedKind): string | undefined {
  return Object.entries((kind.schema.properties ?? {}) as Record<string, JsonSchema>).find(([, p]) => textual(p) && p['x-localized'] === true)?.[0];
}

/** One relation of an owner kind, offered to the owner's shape, with its target kinds. */
export interface OwnedRelation {
  name: string;
  relation: RelationDefinition;
  targets: readonly string[];
}

/** The relations of a kind its shape offers, in declaration order. */
export function relationsOf(kind: ResolvedKind): OwnedRelation[] {
  return Object.entries(kind.relations ?? {})
    .filter(([, relation]) => relationOffered(relation, kind.variant))
    .map(([name, relation]) => ({ name, relation, targets: relationTargets(relation) }));
}

/** A reference to items of one kind: where it sits (`['trip_id']`, `['q_as', '*', 'question_id']`) and the kind it points at. */
export interface OneKindRef {
  path: readonly string[];
  target: string;
}

/** The kind's references that point at one kind only (no `kindField` choosing among several), in schema order. */
export function oneKindRefsOf(kind: ResolvedKind): OneKindRef[] {
  return schemaAnnotations(kind.schema).refs
    .filter((r) => !r.kindField && refKinds(r).length === 1)
    .map((r) => ({ path: r.path, target: refKinds(r)[0] }));
}

/** A kind's own call that removes one keyed child by its key, and the array it removes from. */
export interface ChildRemoval {
  /** The call's path for one key (`/challenges/remove/12`), relative to the API base. */
  path(key: number | string): string;
  array: string;
}

/**
 * The kind's own call removing a keyed child (`removeChildEndpoint`, SPEC §7 `/challenges/remove/:id`):
 * a GET endpoint ending in `/:id` of a kind with exactly one keyed array; undefined otherwise.
 */
export function childRemovalOf(kind: ResolvedKind): ChildRemoval | undefined {
  const keyed = schemaAnnotations(kind.schema).keyed.filter((k) => k.path.length === 1);
  const endpoint = (kind.server?.endpoints ?? []).find((e) => e.method === 'GET' && /\/:id$/.test(e.path));
  if (keyed.length !== 1 || !endpoint) return undefined;
  return { path: (key) => endpoint.path.replace(/:id$/, String(key)), array: keyed[0].path[0] };
}
