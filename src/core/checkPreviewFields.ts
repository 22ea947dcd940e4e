import type { ResolvedKind } from './defineKind.ts';
import { kindVariant, variantNames } from './defineKind.ts';
import { CORE_PREVIEW_FIELD_KINDS } from './previewField.ts';
import { previewVocabulary } from './previewVocabulary.ts';

/** A registry problem: the file to fix and what is wrong there. */
export interface PreviewFieldProblem {
  file: string;
  message: string;
}

const NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const CORE: readonly string[] = CORE_PREVIEW_FIELD_KINDS;

/**
 * The first problem with the kinds' preview vocabulary, or undefined: every field kind a kind
 * introduces (`preview.fields`) or lists its items under (`list.asListItem.field`) is a new name, claimed
 * once in the registry; each own field kind has a renderer in the kind's console module; and every
 * preview renderer of every shape renders a field kind the registry knows.
 */
export function checkPreviewFields(kinds: readonly ResolvedKind[], files: ReadonlyMap<string, string>): PreviewFieldProblem | undefined {
  // Field kind → who claims it, worded for the message ("preview.fields of plugins/x/index.ts").
  const claims = new Map<string, { file: string; as: string }>();
  for (const kind of kinds) {
    const file = files.get(kind.id)!;
    const own = kind.preview?.fields ?? [];
    if (!Array.isArray(own)) return { file, message: 'preview.fields must be a list of field kind names' };
    const wanted: [string, string][] = own.map((f) => [f, 'preview.fields']);
    if (kind.list.asListItem) wanted.push([kind.list.asListItem.field, 'list.asListItem field']);
    for (const [field, as] of wanted) {
      if (typeof field !== 'string' || !NAME.test(field)) return { file, message: `${as} ${JSON.stringify(field)} must be a name of letters, digits and _` };
      if (CORE.includes(field)) return { file, message: `${as} "${field}" is a core preview field kind (${CORE.join(', ')})` };
      const other = claims.get(field);
      if (other) return { file, message: `${as} "${field}" is also claimed by ${other.as} of ${other.file}` };
      claims.set(field, { file, as });
    }
    const rendered = kind.console?.previewRenderers ?? [];
    const bare = own.filter((f) => !rendered.includes(f));
    if (bare.length) return { file, message: `preview.fields ${bare.join(', ')} without a renderer: list them in console.previewRenderers and export them from the console module` };
  }
  const vocabulary = previewVocabulary(kinds);
  for (const kind of kinds) {
    for (const name of variantNames(kind)) {
      const unknown = (kindVariant(kind, name).console?.previewRenderers ?? []).filter((r) => !vocabulary.has(r));
      const label = name === kind.variant ? '' : ` (variant "${name}")`;
      if (unknown.length) return { file: files.get(kind.id)!, message: `preview renderers${label} for unknown field kind(s): ${unknown.join(', ')} (not core, not a kind's preview.fields, not a list.asListItem field)` };
    }
  }
  return undefined;
}
