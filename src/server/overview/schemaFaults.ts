import type { ErrorObject } from 'ajv';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup, pointerFieldName } from '../../core/fieldPathLabel.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { pointerOf, type LiveDocument, type ReadinessFault } from './readinessTypes.ts';

/** The rules the readiness list words on its own; any other reads "does not meet the rule". */
const WORDED = new Set(['required', 'maxLength', 'minLength', 'maximum', 'minimum', 'maxItems', 'minItems']);

// Where a failure sits: a missing property is named at its own place, not at the object holding it.
function pointerOfError(e: ErrorObject): string {
  const at = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return pointerOf(e.keyword === 'required' ? [...at, (e.params as { missingProperty: string }).missingProperty] : at);
}

/**
 * Live items that no longer meet their client's schema where a client patch changed it (a patch added after
 * the items were written): one fault per field, naming the field as the form does and the patch file, so an
 * author finds them before a save is refused.
 */
export function schemaFaults(docs: readonly LiveDocument[], kinds: ReadonlyMap<string, ResolvedKind>, validator: KindValidator, client: string, lang: UiLanguage): ReadinessFault[] {
  const out: ReadinessFault[] = [];
  for (const d of docs) {
    const kind = kinds.get(d.kind);
    const file = kind && validator.schemaPatchFile(kind, client);
    if (!kind || !file) continue;
    const seen = new Set<string>();
    for (const e of validator.failures(kind, client, d.doc)) {
      const at = pointerOfError(e);
      if (seen.has(at)) continue;
      seen.add(at);
      const rule = WORDED.has(e.keyword) ? e.keyword : 'other';
      const limit = (e.params as { limit?: number }).limit;
      out.push({
        kind: d.kind, id: d.id, title: d.title, type: 'schema', at, message: `readiness.schema.${rule}`,
        values: { field: pointerFieldName(kind.id, kind.schema, at, kindLookup(kind.messages, lang)), file, ...(typeof limit === 'number' ? { limit } : {}) },
      });
    }
  }
  return out;
}

/** The kinds whose documents the schema check reads: those the client's patches change. */
export function schemaFaultKinds(kinds: ReadonlyMap<string, ResolvedKind>, validator: KindValidator, client: string): string[] {
  return [...kinds.values()].filter((k) => validator.schemaPatchFile(k, client)).map((k) => k.id);
}
