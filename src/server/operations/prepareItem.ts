import type { KindRecord, KindSettings, ResolvedKind } from '../../core/defineKind.ts';
import { fieldName } from '../../core/schemaAnnotations.ts';
import { refusal } from '../errors/refusal.ts';
import { consoleWords, ruleFailure, type UiLanguage } from '../i18n/ruleMessages.ts';
import { documentOf } from '../items/documentOf.ts';
import { fieldAtName } from '../items/fieldAtName.ts';
import type { ItemStore } from '../items/itemStore.ts';
import { assignChildKeys, siblingErrors, type FreshKeys } from '../items/keyedChildren.ts';
import { invalidFields, type KindValidator } from '../kinds/createKindValidator.ts';
import { collectRefs, isForeignKeyViolation, type WordRefRefusal } from '../links/refLinks.ts';
import { takeBodyLinks } from '../links/relationBody.ts';
import { checkMediaFields } from '../media/checkMediaFields.ts';
import type { RevisionRecorder } from '../revisions/recordRevision.ts';
import type { WriteCaller } from './writeCaller.ts';

/** Reads a company's client settings, for kinds whose rules or writes depend on them. */
export type SettingsOf = (companyId: number) => Promise<KindSettings>;

/** What every item write works with: the store, the kinds' validator, client settings, the revision recorder and fresh child keys. */
export interface WriteContext {
  store: ItemStore;
  validator: KindValidator;
  settingsOf: SettingsOf;
  record: RevisionRecorder;
  fresh: FreshKeys;
}

/** A document ready to store: checked, keyed, adapted, with its references and the relation links its body carried. */
export type PreparedItem = Awaited<ReturnType<typeof prepareItem>>;

// A reference that is no item of the caller's, named as the author knows the field (never its JSON path).
function refRefusalWords(kind: ResolvedKind, doc: KindRecord, lang: UiLanguage): WordRefRefusal {
  return (at, _target, reason = 'notYours') => {
    const values = fieldAtName(kind, doc, at, lang);
    const base = reason === 'noKind' ? 'api.refused.refNoKind' : 'api.refused.refNotYours';
    const messageId = values.child === undefined ? `${base}.top` : base;
    return { field: fieldName(at), message: consoleWords(lang)(messageId, values), messageId, values };
  };
}

/**
 * The rules every save of an item runs before it stores anything: child keys, the client's schema (its
 * variant and patch), sibling pointers, media by content, the kind's cross-field rules, its settings
 * rule, references. Throws the 400 naming the fields on any complaint.
 */
export async function prepareItem(ctx: WriteContext, caller: WriteCaller, kind: ResolvedKind, input: Record<string, unknown>, keysFrom?: KindRecord) {
  const { store, validator } = ctx;
  const forClient = validator.kindFor(kind, caller.client);
  const ann = validator.annotationsFor(kind, caller.client);
  // Relation links a body may carry (`gameStation`) are set beside the document, not stored in it.
  const { body, links } = takeBodyLinks(forClient, input);
  const keyed = await assignChildKeys(documentOf(body), keysFrom, forClient.schema, ann, ctx.fresh);
  let doc = validator.check(kind, caller.client, keyed, caller.language);
  const lang = caller.language ?? 'en';
  const pointers = siblingErrors(doc, ann, (at) => fieldAtName(forClient, doc, at, lang), consoleWords(lang));
  if (pointers.length) throw invalidFields(pointers, lang);
  // Media fields take only what their rule allows by content (a renamed PNG is no picture, SPEC §5).
  await checkMediaFields(store.db, caller.companyId, forClient, doc, keysFrom, caller.language);
  const settings = forClient.rules?.validate || forClient.rules?.adaptRecord ? await ctx.settingsOf(caller.companyId) : {};
  const broken = forClient.rules?.validate?.(doc, { settings }) ?? [];
  if (broken.length) throw ruleFailure(forClient, broken, caller.language ?? 'en');
  if (forClient.rules?.adaptRecord) doc = forClient.rules?.adaptRecord(doc, settings);
  const wordRef = refRefusalWords(forClient, doc, lang);
  const { refs, errors } = collectRefs(doc, ann.refs, wordRef);
  if (errors.length) throw invalidFields(errors, lang);
  return { doc, forClient, refs, links, wordRef, lang };
}

/** Runs a write, answering the database's refusal of a link to another company's item (a check above slipped) as the 400 it is. */
export async function refusingForeignLinks<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refusal(400, 'api.refused.foreignReference');
    throw err;
  }
}
