import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { findingConcerns, zoneLint, type ZoneFinding, type ZoneLintInput, type ZoneLintOptions } from '../../core/walk/zoneLint.ts';
import type { Db } from '../db/Db.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { clientKinds, loadZoneLintInput, type ClientKinds } from './loadZoneLintInput.ts';
import { zoneFieldName } from './zoneFieldName.ts';
import { zoneLintText } from '../i18n/zoneLintMessages.ts';

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

/** The findings with `values.field`: where in the item, the field as the kind's form names it in `lang`, after the zone's label. */
export function withFieldNames(input: ZoneLintInput, kinds: ClientKinds, findings: readonly ZoneFinding[], lang: UiLanguage): ZoneFinding[] {
  const labels = new Map(input.items.flatMap((i) => i.zones.map((z) => [z.id, z.label] as const)));
  return findings.map((f) => ({ ...f, values: { ...f.values, field: zoneFieldName(kinds.get(f.item.kind), f.at, f.zone ? labels.get(f.zone) : undefined, f.item.title, lang) } }));
}

/** The findings with their field names and their sentence in `lang`. */
export function renderFindings(input: ZoneLintInput, kinds: ClientKinds, findings: readonly ZoneFinding[], lang: UiLanguage): RenderedFinding[] {
  return withFieldNames(input, kinds, findings, lang).map((f) => ({ ...f, text: zoneLintText(f.code, f.values, lang) }));
}

/** The company's zone findings (those concerning `filter`'s subject), rendered in `lang`. */
export async function companyZoneLint(deps: ZoneLintDeps, scope: { companyId: number; client: string }, opts: ZoneLintOptions, lang: UiLanguage, filter: FindingFilter = {}): Promise<RenderedFinding[]> {
  const kinds = clientKinds(deps.validator, scope.client);
  const input = await loadZoneLintInput(deps.db, kinds, scope.companyId);
  const found = zoneLint(input, opts).filter((f) => filter.kind === undefined || findingConcerns(f, filter.kind, filter.id));
  return renderFindings(input, kinds, found, lang);
}
