import { diffDocuments, type FieldChange } from '../../core/documentDiff.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { languagePath } from '../../core/publishedWire.ts';
import type { PublishedPair } from './publishedVersions.ts';

type Texts = Record<string, Record<string, string>>;

/** One language's text changes (path → text on each side), each path prefixed by the language. */
function textChanges(language: string, before: Record<string, string>, after: Record<string, string>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const path of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const b = before[path];
    const a = after[path];
    if (b === a) continue;
    const at = languagePath(language, path);
    if (b === undefined) out.push({ path: at, change: 'added', after: a });
    else if (a === undefined) out.push({ path: at, change: 'removed', before: b });
    else out.push({ path: at, change: 'changed', before: b, after: a });
  }
  return out;
}

/**
 * What differs from the published version to the working copy: the base document's field changes (as
 * the revision compare words them, by the kind's schema), then each language's text changes in language order.
 */
export function itemChanges(schema: JsonSchema, pair: PublishedPair): FieldChange[] {
  const base = diffDocuments(schema, pair.published.data, pair.working.data);
  const was: Texts = pair.published.translations;
  const now: Texts = pair.working.translations;
  const languages = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort();
  return [...base, ...languages.flatMap((l) => textChanges(l, was[l] ?? {}, now[l] ?? {}))];
}
