import { DEFAULT_LINT_ACCURACY_M, DEFAULT_MAX_LEG_M, ZONE_FINDING_CODES, type ZoneFindingCode } from '../../core/walk/zoneLint.ts';
import type { UiLanguage } from '../items/ruleMessages.ts';
import type { ReadinessFault } from '../overview/readinessTypes.ts';
import { companyZoneLint, type ZoneLintDeps } from './companyZoneLint.ts';
import { zoneLintText } from './zoneLintMessages.ts';

const PREFIX = 'zone.';

/**
 * Zone lint as publish-readiness faults (type `zone`, message `zone.<code>`) at the default accuracy and
 * longest leg, each on the item to fix and the field to fix in it.
 */
export async function zoneFaults(deps: ZoneLintDeps, scope: { companyId: number; client: string }): Promise<ReadinessFault[]> {
  const findings = await companyZoneLint(deps, scope, { accuracy: DEFAULT_LINT_ACCURACY_M, maxLeg: DEFAULT_MAX_LEG_M }, 'en');
  return findings.map((f) => ({ kind: f.item.kind, id: f.item.id, title: f.item.title, type: 'zone' as const, at: f.at, message: `${PREFIX}${f.code}`, values: f.values }));
}

/** A zone fault's sentence in the language (its values carry everything, `field` included). */
export function zoneFaultText(message: string, values: Record<string, string | number> | undefined, lang: UiLanguage): string {
  const code = message.slice(PREFIX.length) as ZoneFindingCode;
  return ZONE_FINDING_CODES.includes(code) ? zoneLintText(code, values ?? {}, lang) : message;
}
