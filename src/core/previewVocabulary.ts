import { CORE_PREVIEW_FIELD_KINDS } from './previewField.ts';

/** What the vocabulary reads of a kind (a registry kind has it; the emulator's list-item kinds too). */
export interface VocabularyKind {
  id: string;
  preview?: { fields?: readonly string[] };
  list: { asListItem?: { field: string } };
}

/** The preview field kinds a registry speaks: the core ones, the kinds' own and the list-item ones. */
export interface PreviewVocabulary {
  readonly core: readonly string[];
  /** Field kinds a kind introduces (`preview.fields`) → the id of that kind, whose console module renders them. */
  readonly own: ReadonlyMap<string, string>;
  /** List-item field kinds (`list.asListItem.field`) → the id of the kind whose items they list. */
  readonly listItems: ReadonlyMap<string, string>;
  /** Whether a preview may emit this field kind. */
  has(field: string): boolean;
}

const CORE: readonly string[] = CORE_PREVIEW_FIELD_KINDS;

/**
 * The vocabulary of the given kinds. The registry refuses clashes at start-up (checkPreviewFields);
 * for kinds that were never checked (a bare test), the first claim of a name wins.
 */
export function previewVocabulary(kinds: readonly VocabularyKind[]): PreviewVocabulary {
  const own = new Map<string, string>();
  const listItems = new Map<string, string>();
  for (const kind of kinds) {
    for (const field of kind.preview?.fields ?? []) if (!own.has(field)) own.set(field, kind.id);
    const list = kind.list.asListItem?.field;
    if (list !== undefined && !listItems.has(list)) listItems.set(list, kind.id);
  }
  return { core: CORE, own, listItems, has: (field) => CORE.includes(field) || own.has(field) || listItems.has(field) };
}
