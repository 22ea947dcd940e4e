import type { KindRecord, KindSettings, ResolvedKind } from '../../core/defineKind.ts';
import { HttpError, notFound } from '../httpError.ts';
import { invalidFields, type KindValidator } from '../kinds/createKindValidator.ts';
import { checkMediaFields } from '../media/checkMediaFields.ts';
import { checkRefTargets, collectRefs, isForeignKeyViolation, replaceRefLinks, type WordRefRefusal } from '../links/refLinks.ts';
import { fieldName } from '../../core/schemaAnnotations.ts';
import { applyBodyLinks, takeBodyLinks } from '../links/relationBody.ts';
import { inTransaction, type ItemStore, type WireItem } from './itemStore.ts';
import { assignChildKeys, siblingErrors, type FreshKeys } from './keyedChildren.ts';
import { consoleWords, ruleFailure, type UiLanguage } from './ruleMessages.ts';
import { fieldAtName } from './fieldAtName.ts';
import { refusal } from '../http/refusal.ts';
import { pruneTranslations } from '../translations/pruneTranslations.ts';
import { revisionRecorder, type RevisionRecorder } from '../revisions/recordRevision.ts';
import { relationsNow, revisionAtVersion } from '../revisions/revisionAtVersion.ts';
import { mergeStale, staleRefusal, versionConflict } from './mergeStale.ts';

// versionConflict lives beside the stale-save merge (which words the same 409); it is still exported here for the
// other writers that refuse a stale version.
export { versionConflict };

// A save that lost a race to another is merged again against the newer item; past this it is a 409.
const MERGE_ATTEMPTS = 3;
const RETRY = Symbol('retry');

/** Wire-only keys: sent with items, never part of the stored document (a client sending them back changes nothing). */
export const SYSTEM_KEYS = ['id', 'version', 'state', 'is_published', 'is_archived', 'was_published', 'position', 'created_at', 'updated_at', 'variant', 'refs', 'review'];

/** The document of a body or wire item: everything but the system keys. */
export function documentOf(body: Record<string, unknown>): KindRecord {
  const doc = { ...body };
  for (const k of SYSTEM_KEYS) delete doc[k];
  return doc;
}

/** Who writes: the company (tenancy), its client slug (variant and patch) and the UI language of rule messages. */
export interface WriteCaller {
  companyId: number;
  client: string;
  language?: UiLanguage;
  /**
   * The signed-in user acting, recorded with each write's revision (null: recorded without a user).
   * Absent: a write nobody made — the demo seed's first-start content keeps its revisions for History,
   * but is no one's activity and would make the dashboard's feed and chart one tall bar.
   */
  userId?: number | null;
}

/** How an update may treat an item of another variant than the caller's. */
export interface UpdateOptions {
  /**
   * Refuse (409) instead of converting: for writes the author did not review in the editor (clearing
   * one field, removing one child, a kind endpoint), where a silent conversion would drop fields.
   */
  sameVariant?: boolean;
  /** A revision's document saved again: recorded as a `revert` of revision n; its children keep the keys they had in it. */
  revert?: { n: number; document: KindRecord };
}

/** 409 when a stored item is of another variant than the caller's (see UpdateOptions.sameVariant). */
export function assertSameVariant(stored: { variant?: unknown }, current: string): void {
  if (stored.variant !== current) {
    throw refusal(409, 'api.refused.oldShape', { stored: String(stored.variant), current });
  }
}

/** Reads a company's client settings, for kinds whose rules or writes depend on them. */
export type SettingsOf = (companyId: number) => Promise<KindSettings>;

/** What the writer is built from. */
export interface ItemWriterDeps {
  store: ItemStore;
  validator: KindValidator;
  settingsOf?: SettingsOf;
  /** Records each write's revision (default: keeping the last 100 per item). */
  record?: RevisionRecorder;
}

// Keys come from one sequence, so a key is unique within every company and a child path needs no parent id.
function sequenceKeys(store: ItemStore): FreshKeys {
  return async (n) => (await store.db.query<{ k: string | number }>(
    `select nextval('child_keys') as k from generate_series(1, $1::int)`, [n])).map((r) => Number(r.k));
}

// A reference that is no item of the caller's, named as the author knows the field (never its JSON path).
function refRefusalWords(kind: ResolvedKind, doc: KindRecord, lang: UiLanguage): WordRefRefusal {
  return (at, _target, reason = 'notYours') => {
    const values = fieldAtName(kind, doc, at, lang);
    const base = reason === 'noKind' ? 'api.refused.refNoKind' : 'api.refused.refNotYours';
    const messageId = values.child === undefined ? `${base}.top` : base;
    return { field: fieldName(at), message: consoleWords(lang)(messageId, values), messageId, values };
  };
}

// The database refuses a link to another company's item even if a check above slipped: answer that as the 400 it is.
async function refusingForeignLinks<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refusal(400, 'api.refused.foreignReference');
    throw err;
  }
}

/**
 * The one write path of items (generic routes, kind endpoints, child removal): child keys, the
 * client's schema (its variant and patch), sibling pointers, the kind's cross-field rules, its
 * settings rule, references — then the row and its reference links in one transaction.
 */
export function createItemWriter({ store, validator, settingsOf = async () => ({}), record = revisionRecorder() }: ItemWriterDeps) {
  const fresh = sequenceKeys(store);

  async function prepare(caller: WriteCaller, kind: ResolvedKind, input: Record<string, unknown>, keysFrom?: KindRecord) {
    const forClient = validator.kindFor(kind, caller.client);
    const ann = validator.annotationsFor(kind, caller.client);
    // Relation links a body may carry (`gameStation`) are set beside the document, not stored in it.
    const { body, links } = takeBodyLinks(forClient, input);
    const keyed = await assignChildKeys(documentOf(body), keysFrom, forClient.schema, ann, fresh);
    let doc = validator.check(kind, caller.client, keyed, caller.language);
    const lang = caller.language ?? 'en';
    const pointers = siblingErrors(doc, ann, (at) => fieldAtName(forClient, doc, at, lang), consoleWords(lang));
    if (pointers.length) throw invalidFields(pointers, lang);
    // Media fields take only what their rule allows by content (a renamed PNG is no picture, SPEC §5).
    await checkMediaFields(store.db, caller.companyId, forClient, doc, keysFrom, caller.language);
    const settings = forClient.rules?.validate || forClient.rules?.adaptRecord ? await settingsOf(caller.companyId) : {};
    const broken = forClient.rules?.validate?.(doc, { settings }) ?? [];
    if (broken.length) throw ruleFailure(forClient, broken, caller.language ?? 'en');
    if (forClient.rules?.adaptRecord) doc = forClient.rules?.adaptRecord(doc, settings);
    const wordRef = refRefusalWords(forClient, doc, lang);
    const { refs, errors } = collectRefs(doc, ann.refs, wordRef);
    if (errors.length) throw invalidFields(errors, lang);
    return { doc, forClient, refs, links, wordRef, lang };
  }

  return {
    store,
    validator,
    /** Records a revision of an item, for the writes beside this writer (lifecycle actions, translations, links). */
    record,
    /** Validates and stores a new item of the kind for the caller; 400 naming the fields on any complaint. */
    async create(caller: WriteCaller, kind: ResolvedKind, body: Record<string, unknown>): Promise<WireItem> {
      const { doc, forClient, refs, links, wordRef, lang } = await prepare(caller, kind, body);
      return refusingForeignLinks(() => inTransaction(store, async (tx) => {
        await checkRefTargets(tx.db, caller.companyId, refs, wordRef, lang);
        const item = await tx.create(caller.companyId, forClient, doc);
        if (refs.length) await replaceRefLinks(tx.db, caller.companyId, kind.id, item.id, refs);
        if (links.length) await applyBodyLinks(tx.db, caller.companyId, kind.id, item.id, links);
        await record(tx.db, caller, kind.id, item.id, 'create');
        return item;
      }));
    },
    /**
     * Replaces the item's document when `version` is current; 404 when it is not the caller's. A save
     * of an older version is merged into the current item when the fields it changes are not the ones
     * changed since (mergeStale.ts); else, or when that version's revision is gone, 409 with `current`.
     * An item of another variant is validated against the caller's current one and takes its name (a
     * visible migration).
     */
    async update(caller: WriteCaller, kind: ResolvedKind, id: number, version: number, body: Record<string, unknown>, opts: UpdateOptions = {}): Promise<WireItem> {
      for (let attempt = 1; ; attempt++) {
        const stored = await store.get(caller.companyId, kind, id);
        if (!stored) throw notFound();
        if (opts.sameVariant) assertSameVariant(stored, validator.kindFor(kind, caller.client).variant);
        let input = body;
        let links: Awaited<ReturnType<typeof prepare>>['links'] | undefined;
        let stale: ReturnType<typeof mergeStale> | undefined;
        if (stored.version !== version) {
          // A restore writes a whole revision back: there is nothing of the caller's to merge.
          const base = opts.revert ? undefined : await revisionAtVersion(store.db, caller.companyId, kind.id, id, version);
          if (!base) throw versionConflict(stored, version);
          // The caller's own document, as a save of the base would store it (keys given, checked): their 400s stay theirs.
          const yours = await prepare(caller, kind, body, base.data);
          const linksNow = yours.links.length ? await relationsNow(store.db, caller.companyId, kind.id, id) : {};
          const sent = { yours: yours.links, base: base.relations, theirs: linksNow };
          stale = mergeStale(base.data, yours.doc, documentOf(stored), validator.annotationsFor(kind, caller.client).keyed, sent, stored, version);
          input = stale.merged;
          links = stale.links;
        }
        let prepared: Awaited<ReturnType<typeof prepare>>;
        try {
          prepared = await prepare(caller, kind, input, opts.revert?.document ?? documentOf(stored));
        } catch (err) {
          if (stale && err instanceof HttpError && err.status === 400) throw staleRefusal(stale, 'invalid');
          throw err;
        }
        const { doc, forClient, refs, wordRef, lang } = prepared;
        const written = await refusingForeignLinks(() => inTransaction(store, async (tx) => {
          await checkRefTargets(tx.db, caller.companyId, refs, wordRef, lang);
          const { item, stale: moved } = await tx.update(caller.companyId, forClient, id, stored.version, doc);
          if (!item) {
            if (!moved) throw notFound();
            if (attempt < MERGE_ATTEMPTS && !opts.revert) return RETRY;
            throw versionConflict(moved, version);
          }
          await replaceRefLinks(tx.db, caller.companyId, kind.id, id, refs);
          await applyBodyLinks(tx.db, caller.companyId, kind.id, id, links ?? prepared.links);
          await pruneTranslations(tx.db, caller.companyId, forClient, item, validator.annotationsFor(kind, caller.client));
          await record(tx.db, caller, kind.id, id, opts.revert ? 'revert' : 'update', opts.revert?.n);
          return item;
        }));
        if (written !== RETRY) return written;
      }
    },
  };
}

/** The writer built by `createItemWriter`. */
export type ItemWriter = ReturnType<typeof createItemWriter>;
