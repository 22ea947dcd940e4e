import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { findingConcerns, zoneLint, type ZoneFinding, type ZoneLintOptions } from '../../core/walk/zoneLint.ts';
import type { Db } from '../db/Db.ts';
import type { UiLanguage } from '../items/ruleMessages.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { loadZoneLintInput } from './loadZoneLintInput.ts';
import { zoneFieldName } from './zoneFieldName.ts';
import { zoneLintText } from './zoneLintMessages.ts';

/** What zone lint reads on the server. */
export interface ZoneLintDeps {
  db: Db;
  registry: KindRegistry;
  validator: KindValidator;
}

/** A finding as the API sends it: its sentence in the request's language. */
export interface RenderedFinding extends ZoneFinding {
  text: string;
}

/** Which findings: all, or those concerning one kind (and item). */
export interface FindingFilter {
  kind?: string;
  id?: number;
}

/**
 * The company's zone findings with `values.field` (where in the item, by the field's title in the
 * item's schema as the client has it) and the sentence in `lang`.
 */
export async function companyZoneLint(deps: ZoneLintDeps, scope: { companyId: number; client: string }, opts: ZoneLintOptions, lang: UiLanguage, filter: FindingFilter = {}): Promise<RenderedFinding[]> {
  const input = await loadZoneLintInput(deps.db, deps.registry, deps.validator, scope.companyId, scope.client);
  const labels = new Map(input.items.flatMap((i) => i.zones.map((z) => [z.id, z.label] as const)));
  const found = zoneLint(input, opts).filter((f) => filter.kind === undefined || findingConcerns(f, filter.kind, filter.id));
  return found.map((f) => {
    const field = zoneFieldName(input.kinds.get(f.item.kind)?.schema, f.at, f.zone ? labels.get(f.zone) : undefined, f.item.title);
    const values = { ...f.values, field };
    return { ...f, values, text: zoneLintText(f.code, values, lang) };
  });
}
