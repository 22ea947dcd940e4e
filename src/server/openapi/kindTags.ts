import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';

/** Tag names the document uses for calls that are not one kind's. */
export const FIXED_TAGS = ['Session', 'Users', 'Settings', 'Media', 'Overview', 'Walk', 'Translations', 'Revisions', 'Delivery', 'Integrations', 'Persons'] as const;

/** The name a kind is known by in English: its tab label from its messages, else its schema's title, else its id. */
function kindLabel(kind: ResolvedKind): string {
  const title = kind.messages?.en?.[kind.labels.tab] ?? (typeof kind.schema.title === 'string' ? kind.schema.title : undefined);
  return title?.trim() || kind.id;
}

/**
 * Each kind's tag, by kind id: its English tab label, or the label with the id beside it where two
 * kinds (or a kind and a fixed tag) would otherwise share a name.
 */
export function kindTags(registry: KindRegistry): ReadonlyMap<string, string> {
  const labels = registry.kinds.map((k) => [k.id, kindLabel(k)] as const);
  const count = new Map<string, number>();
  for (const [, label] of labels) count.set(label, (count.get(label) ?? 0) + 1);
  const fixed = new Set<string>(FIXED_TAGS);
  return new Map(labels.map(([id, label]) => [id, count.get(label)! > 1 || fixed.has(label) ? `${label} (${id})` : label]));
}

/** What one item of a kind is called in English (`Story`): its item label, else its schema's title, else its id. */
export function itemLabel(kind: ResolvedKind): string {
  return kind.messages?.en?.[kind.labels.item]?.trim() || (typeof kind.schema.title === 'string' && kind.schema.title.trim()) || kind.id;
}
