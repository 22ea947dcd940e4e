import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { inTransaction, type ItemStore } from '../items/itemStore.ts';
import { documentOf } from '../items/documentOf.ts';
import type { RevisionCaller, RevisionRecorder } from '../revisions/recordRevision.ts';
import { removeRefValues } from './clearRefs.ts';
import { refLinksOf, replaceRefLinks } from './refLinks.ts';

/** An item that keeps another from being destroyed (409 `used_by`). */
export interface BlockingUse {
  kind: string;
  id: number;
  title: string;
  field_or_relation: string;
}

/** An item a destroy changes besides the destroyed one: an owner whose reference it clears or whose link to it it drops. */
export interface ChangedOwner {
  kind: string;
  id: number;
  title: string;
}

/** What a destroy does beside deleting: the revisions of the owners it rewrites, by whom, and who may change them. */
export interface DestroyEffects {
  record: RevisionRecorder;
  caller: RevisionCaller;
  /** Throws to refuse the destroy, before anything changes, when the caller may not change every owner it would change. */
  mayChange?: (owners: readonly ChangedOwner[]) => void;
}

/**
 * Destroys an item for good, in one transaction: 404 when it is not the company's; 409
 * `{ message, used_by }` (nothing changed) while a `restrict` reference or relation points at it;
 * then `effects.mayChange` sees every owner it would change and may refuse (nothing changed);
 * otherwise `remove` references are cleared from their owners' documents (version bump), links to
 * it dropped, and the row deleted (its own links go with it). With `effects`, each owner so rewritten
 * gets an `update` revision by the caller, so its History shows the reference going.
 */
export async function destroyItem(store: ItemStore, companyId: number, kind: string, id: number, effects?: DestroyEffects): Promise<void> {
  await inTransaction(store, async (tx) => {
    // Locked first: a write referring to it or linking it waits (its key-share lock) and then finds it gone,
    // so the owners read below are all the destroy changes.
    if (!(await tx.get(companyId, kind, id, { lock: true }))) throw notFound();
    const blocking = await tx.db.query<BlockingUse>(
      `select l.owner_kind as kind, l.owner_id as id, i.title, l.name as field_or_relation
         from links l join items i on i.company_id = l.company_id and i.kind = l.owner_kind and i.id = l.owner_id
        where l.company_id = $1 and l.target_kind = $2 and l.target_id = $3 and l.on_destroy = 'restrict'
          and not (l.owner_kind = $2 and l.owner_id = $3)
        order by l.owner_kind, l.owner_id, l.name`,
      [companyId, kind, id]);
    if (blocking.length) throw new HttpError(409, blockedMessage(blocking), { used_by: blocking });
    effects?.mayChange?.(await ownersOf(tx, companyId, kind, id));
    const rewritten = await clearReferencesTo(tx, companyId, kind, id);
    for (const owner of rewritten) await effects?.record(tx.db, effects.caller, owner.kind, owner.id, 'update');
    await tx.db.query('delete from links where company_id = $1 and target_kind = $2 and target_id = $3', [companyId, kind, id]);
    await tx.destroy(companyId, kind, id);
  });
}

// Every other item with a reference or link to it: the owners the destroy rewrites or unlinks.
function ownersOf(tx: ItemStore, companyId: number, kind: string, id: number): Promise<ChangedOwner[]> {
  return tx.db.query<ChangedOwner>(
    `select distinct l.owner_kind as kind, l.owner_id as id, i.title
       from links l join items i on i.company_id = l.company_id and i.kind = l.owner_kind and i.id = l.owner_id
      where l.company_id = $1 and l.target_kind = $2 and l.target_id = $3 and not (l.owner_kind = $2 and l.owner_id = $3)
      order by l.owner_kind, l.owner_id`,
    [companyId, kind, id]);
}

function blockedMessage(uses: readonly BlockingUse[]): string {
  const named = uses.slice(0, 3).map((u) => `“${u.title || `${u.kind} ${u.id}`}” (${u.field_or_relation})`).join(', ');
  const more = uses.length > 3 ? ` and ${uses.length - 3} more` : '';
  return `This item is still used by ${named}${more}. Remove those references first.`;
}

// Each owner's document loses the values that pointed here; its remaining reference links follow
// list elements that moved up. Returns the owners rewritten.
async function clearReferencesTo(tx: ItemStore, companyId: number, kind: string, id: number): Promise<{ kind: string; id: number }[]> {
  const rewritten: { kind: string; id: number }[] = [];
  const owners = await tx.db.query<{ owner_kind: string; owner_id: number }>(
    `select distinct owner_kind, owner_id from links
      where company_id = $1 and target_kind = $2 and target_id = $3 and sort = 'ref' and not (owner_kind = $2 and owner_id = $3)
      order by owner_kind, owner_id`,
    [companyId, kind, id]);
  for (const { owner_kind, owner_id } of owners) {
    const owner = await tx.get(companyId, owner_kind, owner_id, { lock: true });
    if (!owner) continue;
    const links = await refLinksOf(tx.db, companyId, owner_kind, owner_id);
    // `removeEntry`: the entry holding the reference goes (`entries.2.id` → `entries.2`).
    const gone = links.filter((l) => l.kind === kind && l.id === id)
      .map((l) => (l.onDestroy === 'removeEntry' ? l.field.split('.').slice(0, -1).join('.') : l.field));
    const { doc, rename } = removeRefValues(documentOf(owner), gone);
    await tx.rewrite(companyId, owner_kind, owner_id, doc);
    const kept = links.flatMap((l) => {
      const field = rename(l.field);
      return field === undefined ? [] : [{ ...l, field }];
    });
    await replaceRefLinks(tx.db, companyId, owner_kind, owner_id, kept);
    rewritten.push({ kind: owner_kind, id: owner_id });
  }
  return rewritten;
}
