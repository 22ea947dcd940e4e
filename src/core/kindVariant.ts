import type { ResolvedKind } from './resolveKind.ts';
import type { KindMessages } from './kindTypes.ts';
import { inlineSharedRefs } from './sharedSchemas.ts';

/** A variant's words over the kind's, language by language. */
function overMessages(base: KindMessages | undefined, over: KindMessages): KindMessages {
  return { en: { ...base?.en, ...over.en }, zh: { ...base?.zh, ...over.zh }, es: { ...base?.es, ...over.es } };
}

/** The names of a kind's shapes: its default first, then its variants. */
export function variantNames(kind: ResolvedKind): string[] {
  return [kind.defaultVariant ?? 'default', ...Object.keys(kind.variants ?? {})];
}

/**
 * The kind as a client of the given variant sees it: the variant's schema, UI schema and slots in
 * place of the kind's, whole. Throws on an unknown name.
 */
export function kindVariant(kind: ResolvedKind, name: string | undefined): ResolvedKind {
  const base = kind.defaultVariant ?? 'default';
  if (!name || name === base) return kind;
  const v = kind.variants?.[name];
  if (!v) throw new Error(`kind "${kind.id}" has no variant "${name}" (it has: ${variantNames(kind).join(', ')})`);
  // A variant is a whole other shape: its slots replace the kind's, and only the list falls back to the kind's.
  return {
    ...kind,
    schema: inlineSharedRefs(v.schema),
    uiSchema: v.uiSchema,
    list: v.list ?? kind.list,
    preview: v.preview,
    rules: v.rules,
    place: v.place,
    console: v.console,
    messages: v.messages ? overMessages(kind.messages, v.messages) : kind.messages,
    variant: name,
  };
}
