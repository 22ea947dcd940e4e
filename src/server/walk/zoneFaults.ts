import { DEFAULT_LINT_ACCURACY_M, DEFAULT_MAX_LEG_M, ZONE_FINDING_CODES, zoneLint, type ZoneFindingCode } from '../../core/walk/zoneLint.ts';
import type { Db } from '../db/Db.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import type { LiveDocument, ReadinessFault } from '../overview/readinessTypes.ts';
import { withFieldNames } from './companyZoneLint.ts';
import { zoneLintInput, type ClientKinds } from './loadZoneLintInput.ts';
import { zoneLintText } from '../i18n/zoneLintMessages.ts';

const PREFIX = 'zone.';

/**
 * Zone lint as publish-readiness faults (type `zone`, message `zone.<code>`) at the default accuracy and
 * longest leg, each on the item to fix and the field to fix in it (`values.field` named in `lang`).
 * `docs` are the readiness check's own: they must hold every kind of `zoneLintKinds`.
 */
export async function zoneFaults(db: Db, kinds: ClientKinds, companyId: number, docs: readonly LiveDocument[], lang: UiLanguage): Promise<ReadinessFault[]> {
  const input = await zoneLintInput(db, kinds, companyId, docs);
  // The sentence is written once, by the readiness list, with the other faults'.
  const findings = withFieldNames(input, kinds, zoneLint(input, { accuracy: DEFAULT_LINT_ACCURACY_M, maxLeg: DEFAULT_MAX_LEG_M }), lang);
  return findings.map((f) => ({ kind: f.item.kind, id: f.item.id, title: f.item.title, type: 'zone' as const, at: f.at, message: `${PREFIX}${f.code}`, values: f.values }));
}

/** A zone fault's sentence in the language (its values carry everything, `field` included). */
export function zoneFaultText(message: string, values: Record<string, string | number> | undefined, lang: UiLanguage): string {
  const code = message.slice(PREFIX.length) as ZoneFindingCode;
  return ZONE_FINDING_CODES.includes(code) ? zoneLintText(code, values ?? {}, lang) : message;
}
