import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { naturalCompare } from '../../core/naturalOrder.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { SchemaAnnotations } from '../../core/schemaAnnotations.ts';
import type { Db } from '../db/Db.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { ruleText, type UiLanguage } from '../i18n/ruleMessages.ts';
import { lintFaults } from './lintFaults.ts';
import { liveDocuments } from '../items/liveDocuments.ts';
import { mediaFaults, mediaFields, type MediaField } from './mediaFaults.ts';
import { readinessText } from '../i18n/readinessMessages.ts';
import type { ReadinessFault, RenderedFault } from './readinessTypes.ts';
import { referenceFaults } from './referenceFaults.ts';
import { unpublishableKinds } from '../delivery/deliverItems.ts';
import { schemaFaultKinds, schemaFaults } from './schemaFaults.ts';
import { translationFaults } from './translationFaults.ts';
import { zoneLintKinds } from '../walk/loadZoneLintInput.ts';
import { zoneFaultText, zoneFaults } from '../walk/zoneFaults.ts';

/** What the readiness check reads: the database, the media store and the kinds as each client runs them. */
export interface ReadinessDeps {
  db: Db;
  media: MediaStore;
  registry: KindRegistry;
  validator: KindValidator;
}

/** Whose content: the company, its client slug (variant, patch) and its content languages (base first). */
export interface ReadinessScope {
  companyId: number;
  client: string;
  languages: readonly string[];
}

/** The faults sent (capped) and how many there are in all. */
export interface ReadinessReport {
  faults: RenderedFault[];
  faultCount: number;
}

/** At most this many faults go to the browser; `faultCount` says how many there are. */
export const FAULT_CAP = 500;

/**
 * What a visitor would stumble on in the company's live (non-archived) items: fields that break the
 * client's patched schema (naming the patch file), the kinds' lint, references
 * to archived items, untranslated texts (when the client has other languages), missing media files and
 * zone lint (at its default accuracy and longest leg).
 * Documents are read once, and only of kinds that something checks (zone lint included); sorted by kind, then title.
 */
export async function readinessFaults(deps: ReadinessDeps, scope: ReadinessScope, lang: UiLanguage): Promise<ReadinessReport> {
  const others = scope.languages.slice(1);
  const kinds = new Map<string, ResolvedKind>();
  const annotations = new Map<string, SchemaAnnotations>();
  const media = new Map<string, MediaField[]>();
  const read: string[] = [];
  for (const kind of deps.registry.kinds) {
    const forClient = deps.validator.kindFor(kind, scope.client);
    const ann = deps.validator.annotationsFor(kind, scope.client);
    const fields = mediaFields(forClient.schema, forClient.uiSchema);
    kinds.set(kind.id, forClient);
    annotations.set(kind.id, ann);
    media.set(kind.id, fields);
    if (forClient.rules?.lint || fields.length || (others.length && ann.localized.length)) read.push(kind.id);
  }
  const patched = schemaFaultKinds(kinds, deps.validator, scope.client);
  const docs = await liveDocuments(deps.db, scope.companyId, [...new Set([...read, ...zoneLintKinds(kinds), ...patched])]);
  const all: ReadinessFault[] = [
    ...schemaFaults(docs, kinds, deps.validator, scope.client, lang),
    ...lintFaults(docs, kinds),
    ...(await referenceFaults(deps.db, scope.companyId, unpublishableKinds(deps.registry))),
    ...(await translationFaults(deps.db, scope.companyId, others, docs, annotations)),
    ...(await mediaFaults(deps.db, deps.media, scope.companyId, docs, media)),
    ...(await zoneFaults(deps.db, kinds, scope.companyId, docs, lang)),
  ];
  // Titles in natural order in the caller's language ("stop 2" before "stop 10").
  const byTitle = naturalCompare(lang);
  all.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : byTitle(a.title, b.title) || a.id - b.id));
  const faults = all.slice(0, FAULT_CAP).map((f): RenderedFault => ({
    ...f,
    text: f.type === 'lint'
      ? ruleText(kinds.get(f.kind)!, { field: f.at, message: f.message, values: f.values }, lang)
      : f.type === 'zone' ? zoneFaultText(f.message, f.values, lang) : readinessText(f.message, f.values, lang),
  }));
  return { faults, faultCount: all.length };
}
