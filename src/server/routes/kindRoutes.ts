import { Hono, type Context } from 'hono';
import { API_HEADERS } from '../../core/apiConventions.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { ACTION_NOTICES, type LifecycleAction } from '../../core/lifecycle.ts';
import { relationOffered } from '../../core/relations.ts';
import { applyTexts } from '../../core/translatable.ts';
import type { AppEnv } from '../appEnv.ts';
import { requireContentRight, requireKindRight } from '../auth/requireKindRight.ts';
import { serveAnswer, serveList } from '../cache/serveAnswer.ts';
import { cachesOf } from '../cache/withCaches.ts';
import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { callerOf } from '../http/callerOf.ts';
import { contentLanguage, requestMessageLanguage } from '../http/contentLanguage.ts';
import { idParam } from '../http/idParam.ts';
import { assertStorable, readJsonObject } from '../http/readJsonObject.ts';
import { itemReadiness } from '../overview/itemReadiness.ts';
import { createItemStore, type WireItem } from '../items/itemStore.ts';
import { listRelationLinks } from '../links/relationStore.ts';
import { refsOf, usedBy, usedIds } from '../links/usedBy.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { discardUploads, type StoredUpload } from '../media/storeUpload.ts';
import { clearField } from '../operations/clearField.ts';
import { createKindItem } from '../operations/createKindItem.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { reorderItems } from '../operations/reorderItems.ts';
import { runLifecycle } from '../operations/runLifecycle.ts';
import { updateKindItem } from '../operations/updateKindItem.ts';
import { createTranslationStore } from '../translations/translationStore.ts';
import { itemInLanguage, withNestedTexts } from '../translations/translateItem.ts';
import { readKindBody } from './readKindBody.ts';

function includeArchived(c: Context): boolean {
  return c.req.header(API_HEADERS.includeArchived) === '1' || c.req.query('include_archived') === '1';
}

/** Mounts the generic calls of SPEC §7 for every kind, from the same definitions the console reads. */
export function kindRoutes(registry: KindRegistry, writer: ItemWriter, media: MediaStore, reordered?: ReorderAnnouncer) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds) mountKind(app, kind, writer, media, registry, reordered);
  return app;
}

/** What announces a kind's list reorder (createLive's `reordered`); absent, the reorder is silent. */
export type ReorderAnnouncer = (companyId: number, userId: number, kind: string) => (db: Db, ids: number[]) => Promise<void>;

function mountKind(app: Hono<AppEnv>, kind: ResolvedKind, writer: ItemWriter, media: MediaStore, registry: KindRegistry, reordered?: ReorderAnnouncer) {
  const { store, validator } = writer;
  // JSON, or multipart where the kind's calls are (files stored as media of the caller's company).
  const bodyOf = (c: Context<AppEnv>, uploads: StoredUpload[]) => {
    const user = c.get('user');
    return readKindBody(c, validator.kindFor(kind, user.companySlug), { db: store.db, media, companyId: user.companyId, uploads, lang: requestMessageLanguage(c) });
  };
  // A write refused after its files were stored (validation, a stale version) takes its files back.
  const withUploads = async <T>(c: Context<AppEnv>, write: (body: Record<string, unknown>) => Promise<T>): Promise<T> => {
    const uploads: StoredUpload[] = [];
    const body = await bodyOf(c, uploads);
    try {
      return await write(body);
    } catch (err) {
      await discardUploads(store.db, media, c.get('user').companyId, uploads);
      throw err;
    }
  };
  const { api } = kind;
  const listKey = api.listKey;
  // The list in the request's content language: the base list as it always was, or a language's texts over it.
  const listIn = async (c: Context<AppEnv>, opts: { includeArchived: boolean; query?: string }) => {
    const user = c.get('user');
    const lang = contentLanguage(c);
    if (lang.isBase) return store.list(user.companyId, kind, opts);
    const { items, nested } = await store.listIn(user.companyId, kind, { ...opts, language: lang.code });
    return withNestedTexts(items, nested, validator.annotationsFor(kind, user.companySlug));
  };

  // List and item answers are served from the answer cache while the company's revision stands;
  // their keys name everything of the request an answer depends on besides the company.
  const caches = cachesOf(store.db);

  app.get(kindPaths.list(api), (c) => {
    const user = c.get('user');
    const slim = c.req.query('slim') === '1';
    const archived = includeArchived(c);
    const lang = contentLanguage(c);
    // The slim list (console): the list item's fields plus lifecycle; a kind that names none sends everything.
    const opts = () => ({ includeArchived: archived, fields: slim ? validator.kindFor(kind, user.companySlug).list.fields : undefined, language: lang.isBase ? undefined : lang.code });
    // Served from the list's read model: each item's entry is its wire JSON (made by the database), re-read when its stamp moves.
    // The client's slug is in the key: it names the slim fields and the nested texts' annotations, which no item stamp covers.
    return serveList(c, caches, user.companyId, `list\u0000${kind.id}\u0000${user.companySlug}\u0000${lang.code}\u0000${archived ? 1 : 0}\u0000${slim ? 1 : 0}`, {
      prefix: `{"code":200,"status":"success","data":{${JSON.stringify(listKey)}:[`,
      suffix: ']}}',
      kind: kind.id,
      members: (db) => (db ? createItemStore(db) : store).listStamps(user.companyId, kind, opts()),
      render: async (ids) => {
        const ann = validator.annotationsFor(kind, user.companySlug);
        const rows = await store.listJsonRows(user.companyId, kind, { ...opts(), ids });
        return new Map(rows.map((r) => [r.id, { json: r.nested ? JSON.stringify(applyTexts(JSON.parse(r.json), r.nested, ann)) : r.json, external: false }]));
      },
    });
  });

  app.get(kindPaths.groups(api), async (c) => {
    const query = (c.req.query('query') ?? '').trim().slice(0, 200);
    assertStorable(query);
    const items = await listIn(c, { includeArchived: true, query });
    const groups: Record<string, unknown[]> = { active: [], published: [], unpublished: [], archived: [] };
    for (const item of items) groups[item.state].push(item);
    return c.json({ code: 200, status: 'success', data: { groups } });
  });

  app.post(kindPaths.sync(api), requireKindRight(kind, 'lifecycle'), async (c) => {
    const body = await readJsonObject(c);
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length > 10000 || !ids.every((x) => Number.isInteger(x) && x > 0 && x < 2 ** 31)) {
      throw new HttpError(400, 'ids must be a list of item ids.');
    }
    if (new Set(ids).size !== ids.length) throw new HttpError(400, 'ids must not repeat an item.');
    const user = c.get('user');
    await reorderItems(store, callerOf(c), { kind, ids: ids as number[], announce: reordered?.(user.companyId, user.id, kind.id) });
    const items = await listIn(c, { includeArchived: includeArchived(c) });
    return c.json({ code: 200, status: 'success', data: { [listKey]: items } });
  });

  app.post(kindPaths.create(api), requireKindRight(kind, 'write'), async (c) => {
    const item = await createKindItem(writer, callerOf(c), { kind, content: contentLanguage(c), body: (write) => withUploads(c, write) });
    return c.json({ code: 201, status: 'success', message: 'Successfully Saved', data: item }, 201);
  });

  app.post(kindPaths.update(api, ':id'), requireContentRight(kind), async (c) => {
    const id = idParam(c);
    const item = await updateKindItem(writer, callerOf(c), { kind, id, content: contentLanguage(c), body: (write) => withUploads(c, write) });
    return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: item });
  });

  app.get(kindPaths.deleteField(api, ':id'), requireContentRight(kind), async (c) => {
    const id = idParam(c);
    const item = await clearField(writer, callerOf(c), { kind, id, field: c.req.query('field') ?? '', content: contentLanguage(c) });
    return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: item });
  });

  for (const action of api.actions) mountAction(app, kind, action, writer);

  app.get(kindPaths.usedBy(api, ':id'), async (c) => {
    const companyId = c.get('user').companyId;
    const id = idParam(c);
    if (!(await store.get(companyId, kind, id))) throw notFound();
    return c.json({ code: 200, status: 'success', data: { used_by: await usedBy(store.db, companyId, kind.id, id) } });
  });

  // Before `/{x}/:id`, which would take `used-ids` for an id.
  app.get(kindPaths.usedIds(api), async (c) => {
    const by = c.req.query('by') ?? '';
    if (!registry.kinds.some((k) => k.id === by)) throw new HttpError(400, `by must name a kind (one of: ${registry.kinds.map((k) => k.id).join(', ')}).`);
    return c.json({ code: 200, status: 'success', data: { ids: await usedIds(store.db, c.get('user').companyId, kind.id, by) } });
  });

  app.get(kindPaths.lint(api, ':id'), async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const item = await store.get(user.companyId, kind, id);
    if (!item) throw notFound();
    // The kind as this client has it: a variant's lint (or none) is the one that applies.
    const { faults, targets } = await itemReadiness(store.db, registry, user.companyId, validator.kindFor(kind, user.companySlug), item, requestMessageLanguage(c));
    return c.json({ code: 200, status: 'success', data: { faults, targets } });
  });

  app.get(kindPaths.item(api, ':id'), (c) => {
    const companyId = c.get('user').companyId;
    const id = idParam(c);
    const lang = contentLanguage(c);
    return serveAnswer(c, caches, companyId, `item\u0000${kind.id}\u0000${id}\u0000${lang.code}`, async () => {
      const stored = await store.get(companyId, kind, id);
      if (!stored) throw notFound();
      const item = lang.isBase ? stored : itemInLanguage(stored, await createTranslationStore(store.db).get(companyId, kind.id, id, lang.code),
        validator.annotationsFor(kind, c.get('user').companySlug), lang.code);
      // `refs` is wire-only (a system key): what each reference points at now, e.g. an archived target.
      // A kind whose schema (as this client has it) declares no reference skips the links query.
      const hasRefs = validator.annotationsFor(kind, c.get('user').companySlug).refs.length > 0;
      const embedded = await linksInItem(store.db, registry, companyId, kind, item);
      return JSON.stringify({ code: 200, status: 'success', data: { items: { ...item, ...embedded, refs: hasRefs ? await refsOf(store.db, companyId, kind.id, id) : {} } } });
    });
  });
}

/** The relations a kind carries in its items (`inItem`: the older station's `games` of id and navn), for the item's shape. */
async function linksInItem(db: Db, registry: KindRegistry, companyId: number, kind: ResolvedKind, item: WireItem): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [relation, rel] of Object.entries(kind.relations ?? {})) {
    if (!rel.inItem || !relationOffered(rel, String(item.variant))) continue;
    const links = await listRelationLinks(db, registry, companyId, { ownerKind: kind.id, relation }, item.id) ?? [];
    out[rel.inItem.key] = links.map((l) => ({ id: l.target_id, [rel.inItem!.titleAs ?? 'title']: l.target.title, link_id: l.id }));
  }
  return out;
}

function mountAction(app: Hono<AppEnv>, kind: ResolvedKind, action: LifecycleAction, writer: ItemWriter) {
  app.get(kindPaths.action(kind.api, action, ':id'), requireKindRight(kind, 'lifecycle'), async (c) => {
    const item = await runLifecycle(writer, callerOf(c), { kind, id: idParam(c), action });
    if (action === 'destroy') return c.json({ code: 200, status: 'success', message: ACTION_NOTICES.destroy });
    return c.json({ code: 200, status: 'success', message: ACTION_NOTICES[action], data: item });
  });
}
