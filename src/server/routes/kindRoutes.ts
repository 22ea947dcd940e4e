import { Hono, type Context } from 'hono';
import { API_HEADERS } from '../../core/apiConventions.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths, type KindRecord, type KindSettings, type ResolvedKind } from '../../core/defineKind.ts';
import { ACTION_NOTICES, type LifecycleAction } from '../../core/lifecycle.ts';
import type { AppEnv } from '../appEnv.ts';
import { HttpError, notFound } from '../httpError.ts';
import { assertStorable, readJsonObject } from './readJsonObject.ts';
import type { ItemStore } from '../items/itemStore.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';

// Wire-only keys: sent with every item, never part of the stored document.
const SYSTEM_KEYS = ['id', 'version', 'state', 'is_published', 'is_archived', 'was_published', 'position', 'created_at', 'updated_at'];

function idParam(c: Context): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}


function documentOf(body: Record<string, unknown>): KindRecord {
  const doc = { ...body };
  for (const k of SYSTEM_KEYS) delete doc[k];
  return doc;
}

function includeArchived(c: Context): boolean {
  return c.req.header(API_HEADERS.includeArchived) === '1' || c.req.query('include_archived') === '1';
}

/** Reads a company's client settings, for kinds whose writes depend on them (`adaptRecord`). */
export type SettingsOf = (companyId: number) => Promise<KindSettings>;

/** Mounts the generic calls of SPEC §7 for every kind, from the same definitions the console reads. */
export function kindRoutes(registry: KindRegistry, store: ItemStore, validator: KindValidator, settingsOf: SettingsOf = async () => ({})) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds) mountKind(app, kind, store, validator, settingsOf);
  return app;
}

function mountKind(app: Hono<AppEnv>, kind: ResolvedKind, store: ItemStore, validator: KindValidator, settingsOf: SettingsOf) {
  const { api } = kind;
  const listKey = api.listKey;
  // Schema first, then the kind's settings rule; settings are read only for kinds that have one.
  const checked = async (c: Context<AppEnv>, doc: KindRecord): Promise<KindRecord> => {
    const user = c.get('user');
    const valid = validator.check(kind, user.companySlug, doc);
    return kind.adaptRecord ? kind.adaptRecord(valid, await settingsOf(user.companyId)) : valid;
  };

  app.get(kindPaths.list(api), async (c) => {
    const json = await store.listJson(c.get('user').companyId, kind.id, { includeArchived: includeArchived(c) });
    return c.body(`{"code":200,"status":"success","data":{${JSON.stringify(listKey)}:${json}}}`, 200, { 'content-type': 'application/json' });
  });

  app.get(kindPaths.groups(api), async (c) => {
    const query = (c.req.query('query') ?? '').trim().slice(0, 200);
    assertStorable(query);
    const items = await store.list(c.get('user').companyId, kind.id, { includeArchived: true, query });
    const groups: Record<string, unknown[]> = { active: [], published: [], unpublished: [], archived: [] };
    for (const item of items) groups[item.state].push(item);
    return c.json({ code: 200, status: 'success', data: { groups } });
  });

  app.post(kindPaths.sync(api), async (c) => {
    const body = await readJsonObject(c);
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length > 10000 || !ids.every((x) => Number.isInteger(x) && x > 0 && x < 2 ** 31)) {
      throw new HttpError(400, 'ids must be a list of item ids.');
    }
    if (new Set(ids).size !== ids.length) throw new HttpError(400, 'ids must not repeat an item.');
    const user = c.get('user');
    if (!(await store.reorder(user.companyId, kind.id, ids as number[]))) throw notFound();
    const items = await store.list(user.companyId, kind.id, { includeArchived: includeArchived(c) });
    return c.json({ code: 200, status: 'success', data: { [listKey]: items } });
  });

  app.post(kindPaths.create(api), async (c) => {
    const user = c.get('user');
    const doc = await checked(c, documentOf(await readJsonObject(c)));
    const item = await store.create(user.companyId, kind.id, doc);
    return c.json({ code: 201, status: 'success', message: 'Successfully Saved', data: item }, 201);
  });

  app.post(kindPaths.update(api, ':id'), async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const body = await readJsonObject(c);
    const version = body.version;
    if (version === undefined) throw new HttpError(400, 'version is required: reload the item and save again.', { errors: [{ field: 'version', message: 'is required' }] });
    if (!Number.isInteger(version) || (version as number) < 1 || (version as number) >= 2 ** 31) throw new HttpError(400, 'version must be the whole number the item was loaded with.', { errors: [{ field: 'version', message: 'must be an integer' }] });
    if (!(await store.get(user.companyId, kind.id, id))) throw notFound();
    const doc = await checked(c, documentOf(body));
    const { item, stale } = await store.update(user.companyId, kind.id, id, version as number, doc);
    if (item) return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: item });
    if (!stale) throw notFound();
    throw new HttpError(409, `Someone else changed this item (now version ${stale.version}, yours was ${version}). Review their changes before saving again.`, { current: stale });
  });

  app.get(kindPaths.deleteField(api, ':id'), async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const field = c.req.query('field') ?? '';
    const current = await store.get(user.companyId, kind.id, id);
    if (!current) throw notFound();
    const schema = validator.schemaFor(kind, user.companySlug);
    if (!Object.hasOwn(schema.properties ?? {}, field)) throw new HttpError(400, `There is no field "${field}" to clear.`);
    if (schema.required?.includes(field)) throw new HttpError(400, `${field} is required and cannot be cleared.`);
    const doc = documentOf(current);
    delete doc[field];
    const { item, stale } = await store.update(user.companyId, kind.id, id, current.version, await checked(c, doc));
    if (!item) throw new HttpError(409, 'Someone else changed this item at the same moment; try again.', { current: stale });
    return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: item });
  });

  for (const action of api.actions) mountAction(app, kind, action, store);

  app.get(kindPaths.item(api, ':id'), async (c) => {
    const item = await store.get(c.get('user').companyId, kind.id, idParam(c));
    if (!item) throw notFound();
    return c.json({ code: 200, status: 'success', data: { items: item } });
  });
}

function mountAction(app: Hono<AppEnv>, kind: ResolvedKind, action: LifecycleAction, store: ItemStore) {
  app.get(kindPaths.action(kind.api, action, ':id'), async (c) => {
    const companyId = c.get('user').companyId;
    const id = idParam(c);
    if (action === 'destroy') {
      if (!(await store.destroy(companyId, kind.id, id))) throw notFound();
      return c.json({ code: 200, status: 'success', message: ACTION_NOTICES.destroy });
    }
    const item = await store.act(companyId, kind.id, id, action);
    if (!item) throw notFound();
    return c.json({ code: 200, status: 'success', message: ACTION_NOTICES[action], data: item });
  });
}
