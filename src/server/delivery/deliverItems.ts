import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord, ResolvedKind } from '../../core/defineKind.ts';
import { relationOffered } from '../../core/relations.ts';
import { applyTexts, textsOf } from '../../core/translatable.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import type { WireItem } from '../items/itemStore.ts';
import { documentOf } from '../items/documentOf.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { collectRefs } from '../links/refLinks.ts';
import type { MediaStore } from '../media/MediaStore.ts';
import { valuesAt } from '../../core/schemaAnnotations.ts';
import { isStoredName } from '../media/imageFields.ts';
import { deliveredImages, imageFieldsOf, type DeliveredImage } from './deliveredImages.ts';
import { liveItems, liveRelationTargets, type LiveTarget } from './liveTargets.ts';

/** An item as the visitors' app reads it: its document in the answer's language, with what it points at one level deep. */
export type DeliveredItem = KindRecord & {
  id: number;
  kind: string;
  updated_at: string;
  relations?: Record<string, DeliveredItem[]>;
  included?: Record<string, DeliveredItem>;
  /** Each image field naming a stored picture, by JSON pointer, with its srcset data ({} when none). */
  images?: Record<string, DeliveredImage>;
};

/** What building delivered items needs: the database, the kinds, the client's schemas and the answer's language. */
export interface DeliveryContext {
  db: Db;
  /** Where pictures stored before uploads recorded their pixels are read once to learn their size. */
  media: MediaStore;
  registry: KindRegistry;
  validator: KindValidator;
  companyId: number;
  client: string;
  /** The answer's content language; `isBase`: documents are read as stored. */
  language: { code: string; isBase: boolean };
}


/** The kinds without a publish action: their live items are the ones not archived. */
export function unpublishableKinds(registry: KindRegistry): string[] {
  return registry.kinds.filter((k) => !k.api.actions.includes('publish')).map((k) => k.id);
}

/** Whether an item of this kind with these lifecycle columns is delivered. */
export function isLive(kind: ResolvedKind, item: Readonly<Record<string, unknown>>): boolean {
  return !item.is_archived && (item.is_published === true || !kind.api.actions.includes('publish'));
}

// The system keys first, then the document (whose own keys of those names, if a kind had any, give way).
function delivered(id: number, kind: string, updatedAt: string, doc: KindRecord): DeliveredItem {
  const out: DeliveredItem = { id, kind, updated_at: updatedAt };
  for (const [k, v] of Object.entries(doc)) if (!(k in out)) out[k] = v;
  return out;
}

/** The document as visitors meet it (the kind's `rules.forVisitors`: what the form hides is left out). */
function forVisitors(kind: ResolvedKind, doc: KindRecord): KindRecord {
  return kind.rules?.forVisitors ? kind.rules.forVisitors(doc) : doc;
}

/** A live target in the answer's language (the translations store's texts over the base, per field). */
function targetItem(ctx: DeliveryContext, kinds: Map<string, ResolvedKind>, t: LiveTarget): DeliveredItem | undefined {
  const kind = kinds.get(t.kind);
  if (!kind) return undefined; // an item of a kind no longer installed
  const doc = t.fields ? applyTexts(t.data, textsOf(t.fields), ctx.validator.annotationsFor(kind, ctx.client)) : t.data;
  return delivered(Number(t.id), t.kind, isoTime(t.updated_at), forVisitors(kind, doc));
}

/** Gives every item (listed, included or related; each object once) its `images`, one media query for all. */
async function withImages(ctx: DeliveryContext, kinds: Map<string, ResolvedKind>, items: readonly DeliveredItem[]): Promise<void> {
  const unique = [...new Set(items)];
  const holders = unique.map((item) => {
    const kind = kinds.get(item.kind);
    return { doc: item, fields: kind ? imageFieldsOf(ctx.validator.kindFor(kind, ctx.client)) : [] };
  });
  const images = await deliveredImages(ctx.db, ctx.media, ctx.companyId, holders);
  unique.forEach((item, i) => { item.images = images[i]; });
}

/**
 * Wire items of one kind (already live and in the answer's language) as the app reads them: references
 * keep their ids and their live targets come in `included` ("<kind>/<id>"); each relation the item's
 * shape has lists its live targets in link order; every item carries its pictures' `images`. Three
 * queries at most, however many items. `external`, when given, is filled per item: whether it shows other rows.
 */
export async function deliverItems(ctx: DeliveryContext, kind: ResolvedKind, items: readonly WireItem[], external?: boolean[]): Promise<DeliveredItem[]> {
  const kinds = new Map(ctx.registry.kinds.map((k) => [k.id, k]));
  const unpublishable = unpublishableKinds(ctx.registry);
  const language = ctx.language.isBase ? null : ctx.language.code;
  const refSpecs = ctx.validator.annotationsFor(kind, ctx.client).refs;
  const docs = items.map((item) => forVisitors(kind, documentOf(item)));

  // Every reference of every item, looked up once.
  const refsOf = docs.map((doc) => (refSpecs.length ? collectRefs(doc, refSpecs).refs : []));
  const wanted = new Map<string, { kind: string; id: number }>();
  for (const refs of refsOf) for (const r of refs) wanted.set(`${r.kind}/${r.id}`, { kind: r.kind, id: r.id });
  const relations = Object.entries(kind.relations ?? {});
  const [targets, linked] = await Promise.all([
    liveItems(ctx.db, ctx.companyId, [...wanted.values()], language, unpublishable),
    liveRelationTargets(ctx.db, ctx.companyId, kind.id, items.map((i) => i.id), relations.map(([name]) => name),
      relations.filter(([, rel]) => rel.lifecycle).map(([name]) => name), language, unpublishable),
  ]);
  const included = new Map<string, DeliveredItem>();
  for (const t of targets) {
    const item = targetItem(ctx, kinds, t);
    if (item) included.set(`${item.kind}/${item.id}`, item);
  }
  const byOwner = new Map<number, Map<string, DeliveredItem[]>>();
  for (const t of linked) {
    const item = targetItem(ctx, kinds, t);
    if (!item) continue;
    let rels = byOwner.get(Number(t.owner_id));
    if (!rels) byOwner.set(Number(t.owner_id), (rels = new Map()));
    rels.get(t.name)?.push(item) ?? rels.set(t.name, [item]);
  }

  const out = items.map((item, i) => {
    const out = delivered(item.id, kind.id, String(item.updated_at), docs[i]);
    if (relations.length) {
      const rels = byOwner.get(item.id);
      out.relations = Object.fromEntries(relations
        .filter(([, rel]) => relationOffered(rel, String(item.variant)))
        .map(([name]) => [name, rels?.get(name) ?? []]));
    }
    if (refSpecs.length) {
      const mine: Record<string, DeliveredItem> = {};
      for (const r of refsOf[i]) {
        const target = included.get(`${r.kind}/${r.id}`);
        if (target) mine[`${r.kind}/${r.id}`] = target;
      }
      out.included = mine;
    }
    return out;
  });
  if (external) {
    // What each item shows besides its own row and translation: a list's read model re-renders those on every company write.
    const pictures = imageFieldsOf(ctx.validator.kindFor(kind, ctx.client));
    docs.forEach((doc, i) => {
      external[i] = relations.length > 0 || refsOf[i].length > 0
        || pictures.some((f) => valuesAt(doc, f.path).some((v) => isStoredName(v.value)));
    });
  }
  await withImages(ctx, kinds, [...out, ...included.values(), ...[...byOwner.values()].flatMap((rels) => [...rels.values()].flat())]);
  return out;
}
