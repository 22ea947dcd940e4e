import { Hono, type Context } from 'hono';
import { API_HEADERS } from '../../core/apiConventions.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { ACTION_NOTICES, type LifecycleAction } from '../../core/lifecycle.ts';
import type { AppEnv } from '../appEnv.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { kindLookup, pointerFieldName } from '../../core/fieldPathLabel.ts';
import { assertStorable, readJsonObject } from '../http/readJsonObject.ts';
import { createItemStore, inTransaction, type ItemStore } from '../items/itemStore.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { readKindBody } from './readKindBody.ts';
import { discardUploads, type StoredUpload } from '../media/storeUpload.ts';
import { ruleFailure, ruleText } from '../i18n/ruleMessages.ts';
import { type ItemWriter } from '../operations/createItemWriter.ts';
import { assertSameVariant } from '../errors/versionConflict.ts';
import { type WriteCaller } from '../operations/writeCaller.ts';
import { documentOf } from '../items/documentOf.ts';
import { destroyItem } from '../links/destroyItem.ts';
import { refsOf, usedBy, usedIds } from '../links/usedBy.ts';
import { listRelationLinks } from '../links/relationStore.ts';
import { relationOffered } from '../../core/relations.ts';
import type { Db } from '../db/Db.ts';
import type { WireItem } from '../items/itemStore.ts';
import { contentLanguage, requestMessageLanguage, type ContentLanguage } from '../http/contentLanguage.ts';
import { createTranslationStore } from '../translations/translationStore.ts';
import { itemInLanguage, refuseCreateIn, sharedFieldRefusal, withNestedTexts, writeTranslation } from '../translations/translateItem.ts';
import { applyTexts, isLocalizedPath } from '../../core/translatable.ts';
import { cachesOf } from '../cache/withCaches.ts';
import { serveAnswer, serveList } from '../cache/serveAnswer.ts';
import { idParam } from '../http/idParam.ts';
import { callerOf } from '../http/callerOf.ts';
import { requireContentRight, requireKindRight } from '../auth/requireKindRight.ts';

function includeArchived(c: Context): boolean {
  return c.req.header(API_HEADERS.includeArchived) === '1' || c.req.query('include_archived') === '1';
}

/** Reads a company's client settings, for kinds whose rules or writes depend on them. */
export type { SettingsOf } from '../operations/createItemWriter.ts';

/** A write in a non-base language, recorded as an update of the item (its translations' revision) in the same transaction. */
function translationWrite(writer: ItemWriter, caller: WriteCaller, kind: ResolvedKind, lang: ContentLanguage, id: number, version: number, body: Record<string, unknown>) {
  return inTransaction(writer.store, async (tx) => {
    const item = await writeTranslation({ ...writer, store: tx }, caller, kind, lang, id, version, body);
    await writer.record(tx.db, caller, kind.id, id, 'update');
    return item;
  });
}

/** Mounts the generic calls of SPEC §7 for every kind, from the same definitions the console reads. */
export function kindRoutes(registry: KindRegistry, writer: ItemWriter, media: MediaStore, reordered?: ReorderAnnouncer) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds) mountKind(app, kind, writer, media, registry, reordered);
  return app;
}

/** Issue 35: what announces a kind's list reorder (createLive's `reordered`); absent, the reorder is silent. */
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
    if (!(await store.reorder(user.companyId, kind, ids as number[], reordered?.(user.companyId, user.id, kind.id)))) throw notFound();
    const items = await listIn(c, { includeArchived: includeArchived(c) });
    return c.json({ code: 200, status: 'success', data: { [listKey]: items } });
  });

  app.post(kindPaths.create(api), requireKindRight(kind, 'write'), async (c) => {
    const lang = contentLanguage(c);
    if (!lang.isBase) refuseCreateIn(lang);
    const item = await withUploads(c, (body) => writer.create(callerOf(c), kind, body));
    return c.json({ code: 201, status: 'success', message: 'Successfully Saved', data: item }, 201);
  });

  app.post(kindPaths.update(api, ':id'), requireContentRight(kind), async (c) => {
    const id = idParam(c);
    const item = await withUploads(c, (body) => {
      const version = body.version;
      if (version === undefined) throw new HttpError(400, 'version is required: reload the item and save again.', { errors: [{ field: 'version', message: 'is required' }] });
      if (!Number.isInteger(version) || (version as number) < 1 || (version as number) >= 2 ** 31) throw new HttpError(400, 'version must be the whole number the item was loaded with.', { errors: [{ field: 'version', message: 'must be an integer' }] });
      const lang = contentLanguage(c);
      if (!lang.isBase) return translationWrite(writer, callerOf(c), kind, lang, id, version as number, body);
      return writer.update(callerOf(c), kind, id, version as number, body);
    });
    return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: item });
  });

  app.get(kindPaths.deleteField(api, ':id'), requireContentRight(kind), async (c) => {
    const caller = callerOf(c);
    const id = idParam(c);
    const field = c.req.query('field') ?? '';
    const lang = contentLanguage(c);
    const current = await store.get(caller.companyId, kind, id);
    if (!current) throw notFound();
    if (!lang.isBase) {
      // In another language, clearing a field drops that language's text (the base shows again).
      // Like the base call, one top-level field; a text inside a page is cleared by an update sending null.
      if (field.includes('/') || !isLocalizedPath(field, validator.annotationsFor(kind, caller.client))) throw sharedFieldRefusal(field, lang, validator.kindFor(kind, caller.client), caller.language);
      const item = await translationWrite(writer, caller, kind, lang, id, current.version, { [field]: null });
      return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: item });
    }
    // Clearing one field is no review of the whole item: an item of another variant is not converted.
    assertSameVariant(current, validator.kindFor(kind, caller.client).variant);
    const schema = validator.schemaFor(kind, caller.client);
    if (!Object.hasOwn(schema.properties ?? {}, field)) throw refusal(400, 'api.refused.clearUnknown', { field: field.slice(0, 80) });
    if (schema.required?.includes(field)) {
      throw refusal(400, 'api.refused.clearRequired', { field: pointerFieldName(kind.id, schema, `/${field}`, kindLookup(kind.messages, requestMessageLanguage(c))) });
    }
    const doc = documentOf(current);
    delete doc[field];
    const item = await writer.update(caller, kind, id, current.version, doc, { sameVariant: true });
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
    const forClient = validator.kindFor(kind, user.companySlug);
    const lang = requestMessageLanguage(c);
    const faults = (forClient.rules?.lint?.(documentOf(item)) ?? []).map((f) => ({
      at: f.at, message: ruleText(forClient, { field: f.at, message: f.message, values: f.values }, lang), messageId: f.message, values: f.values ?? {},
    }));
    return c.json({ code: 200, status: 'success', data: { faults } });
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
  const { store, validator } = writer;
  app.get(kindPaths.action(kind.api, action, ':id'), requireKindRight(kind, 'lifecycle'), async (c) => {
    const companyId = c.get('user').companyId;
    const id = idParam(c);
    if (action === 'publish') {
      // The kind's publish rules (a game needs a challenge), on the stored item, as this client's kind has them.
      const forClient = validator.kindFor(kind, c.get('user').companySlug);
      const stored = forClient.rules?.publishRules ? await store.get(companyId, kind, id) : undefined;
      const broken = stored ? forClient.rules!.publishRules!(documentOf(stored)) : [];
      if (broken.length) throw ruleFailure(forClient, broken, callerOf(c).language ?? 'en');
    }
    // Each action and its revision in one transaction (a destroy's first: it reads the item from the row).
    if (action === 'destroy') {
      await inTransaction(store, async (tx) => {
        await writer.record(tx.db, callerOf(c), kind.id, id, 'destroy');
        await destroyItem(tx, companyId, kind.id, id, { record: writer.record, caller: callerOf(c) });
      });
      return c.json({ code: 200, status: 'success', message: ACTION_NOTICES.destroy });
    }
    const item = await inTransaction(store, async (tx) => {
      const acted = await tx.act(companyId, kind, id, action);
      if (acted) await writer.record(tx.db, callerOf(c), kind.id, id, action);
      return acted;
    });
    if (!item) throw notFound();
    return c.json({ code: 200, status: 'success', message: ACTION_NOTICES[action], data: item });
  });
}
