import { Hono, type Context, type Next } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { isMultiTarget, LINK_ACTIONS, relationPaths, type LinkAction, type RelationDefinition, type RelationOperation } from '../../core/relations.ts';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { kindLookup } from '../../core/fieldPathLabel.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { createRelationStore, type RelationRef, type RelationStore } from '../links/relationStore.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { idParam, wholeNumber } from '../http/idParam.ts';
import { lockItem, revisionRecorder, type RevisionRecorder } from '../revisions/recordRevision.ts';
import { requireKindRight } from '../auth/requireKindRight.ts';
import type { Right } from '../../core/roles.ts';

/** SPEC §8 notices of the link lifecycle actions. */
export const LINK_NOTICES: Record<LinkAction, string> = {
  publish: 'Successfully Published',
  'un-publish': 'Successfully Unpublished',
  archive: 'Successfully Archived',
  'un-archive': 'Successfully Restored',
};


/** A body id: a positive whole number (or its decimal string, as older clients send). */
function bodyId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31) return value;
  const n = typeof value === 'string' ? wholeNumber(value) : undefined;
  if (n !== undefined && n > 0) return n;
  return undefined;
}

function linkIds(body: Record<string, unknown>): number[] {
  const ids = body.ids;
  if (!Array.isArray(ids) || ids.length > 10000) throw new HttpError(400, 'ids must be a list of link ids.');
  const out = ids.map(bodyId);
  if (out.some((x) => x === undefined)) throw new HttpError(400, 'ids must be a list of link ids.');
  if (new Set(out).size !== out.length) throw new HttpError(400, 'ids must not repeat a link.');
  return out as number[];
}

// The path parameters each alias must carry (sorted); a reorder alias may also carry none and name the owner in the body's `id`.
const ALIAS_PARAMS: Record<RelationOperation, string> = {
  list: 'owner', link: 'owner,target', unlink: 'owner,target', reorder: 'owner',
  remove: 'link', publish: 'link', 'un-publish': 'link', archive: 'link', 'un-archive': 'link',
};

const OWNER = 'Item';
const TARGET = 'Linked item';
const LINK = 'Link';

/**
 * Mounts every kind's relations (DESIGN "The kind contract": `relations`): the generic paths of
 * `relationPaths` and each declared SPEC §7 alias, all scoped to the caller's company.
 */
export function relationRoutes(registry: KindRegistry, db: Db, record: RevisionRecorder = revisionRecorder()) {
  const app = new Hono<AppEnv>();
  const store = createRelationStore(db, registry);
  // A change of links runs with a store on one transaction, which also records it as a revision of the owner.
  const changing: Changing = (fn) => db.transaction((tx) => fn(createRelationStore(tx, registry), tx));
  for (const kind of registry.kinds) {
    for (const [name, rel] of Object.entries(kind.relations ?? {})) mountRelation(app, kind, name, rel, store, changing, record);
  }
  return app;
}

type Handler = (c: Context<AppEnv>, next: Next) => Promise<Response | void>;

/** Runs a change of links on a store bound to one transaction (`tx` for the revision beside it). */
type Changing = <T>(fn: (store: RelationStore, tx: Db) => Promise<T>) => Promise<T>;

/** The alias's path parameters, sorted and comma-joined. */
const paramsOf = (alias: string) => (alias.match(/:[a-zA-Z]+/g) ?? []).map((p) => p.slice(1)).sort().join(',');

function mountRelation(app: Hono<AppEnv>, kind: ResolvedKind, name: string, rel: RelationDefinition, store: RelationStore, changing: Changing, record: RevisionRecorder) {
  const entity = kind.api.entity;
  const ref: RelationRef = { ownerKind: kind.id, relation: name };
  const companyOf = (c: Context<AppEnv>) => c.get('user').companyId;
  // A change of an item's links is an update of that item, recorded after the change so its revision shows it.
  const logOwner = (tx: Db, c: Context<AppEnv>, owner: number) => record(tx, { companyId: companyOf(c), userId: c.get('user').id }, kind.id, owner, 'update');
  // Calls that change a link row before they know the owner is locked lock the owner first: the order of
  // every item write (item row, then links), so they cannot deadlock with a save or a destroy of it.
  const lockOwner = (tx: Db, c: Context<AppEnv>, owner: number | undefined) => (owner === undefined ? false : lockItem(tx, companyOf(c), kind.id, owner));
  const offered = (op: RelationOperation): boolean =>
    op === 'reorder' ? !!rel.ordered : (LINK_ACTIONS as readonly string[]).includes(op) ? !!rel.lifecycle : true;
  for (const [op, alias] of Object.entries(rel.aliases ?? {}) as [RelationOperation, string][]) {
    const where = `kind "${kind.id}" relation "${name}": alias ${op} (${alias})`;
    if (!offered(op)) throw new Error(`${where} given, but the relation is not ${op === 'reorder' ? 'ordered' : 'declared with lifecycle: true'}`);
    const params = paramsOf(alias);
    if (params !== ALIAS_PARAMS[op] && !(op === 'reorder' && params === '')) {
      throw new Error(`${where} must have the parameters ${ALIAS_PARAMS[op].split(',').map((p) => `:${p}`).join(' and ')}`);
    }
  }
  for (const [target, aliases] of Object.entries(rel.kindAliases ?? {})) {
    for (const [op, alias] of Object.entries(aliases) as [RelationOperation, string][]) {
      const where = `kind "${kind.id}" relation "${name}": kindAliases.${target}.${op} (${alias})`;
      if (!offered(op)) throw new Error(`${where} given, but the relation is not declared with lifecycle: true`);
      if (paramsOf(alias) !== ALIAS_PARAMS[op]) throw new Error(`${where} must have the parameters ${ALIAS_PARAMS[op].split(',').map((p) => `:${p}`).join(' and ')}`);
    }
  }
  const multi = isMultiTarget(rel);
  // A multi-target relation's generic paths name the kind (`/add/story/7`); a kind alias fixes it.
  const kindOf = (c: Context<AppEnv>, fixed?: string) => fixed ?? (multi ? c.req.param('kind') : undefined);
  // The list as its panel titles it, in the caller's language (the relation's own name as a last resort).
  const listName = (c: Context<AppEnv>) => kindLookup(kind.messages, requestMessageLanguage(c))(rel.label) ?? name;

  const list: Handler = async (c) => {
    const links = await store.list(companyOf(c), ref, idParam(c, 'owner', OWNER));
    if (!links) throw notFound(OWNER);
    return c.json({ code: 200, status: 'success', data: { links } });
  };

  const link = (fixed?: string): Handler => async (c) => {
    const owner = idParam(c, 'owner', OWNER);
    const target = idParam(c, 'target', TARGET);
    const res = await changing(async (s, tx) => {
      const r = await s.link(companyOf(c), ref, owner, target, kindOf(c, fixed));
      if ('link' in r) await logOwner(tx, c, owner);
      return r;
    });
    if ('link' in res) return c.json({ code: 201, status: 'success', message: 'Successfully Saved', data: res.link }, 201);
    switch (res.refused) {
      case 'owner': throw notFound(OWNER);
      // The owner is the caller's; the item named is not one they can link (unknown, another company's, another kind): a bad request.
      case 'target': throw refusal(400, 'api.refused.linkTarget', { target });
      case 'self': throw refusal(400, 'api.refused.linkSelf');
      case 'shape': throw refusal(400, 'api.refused.linkShape', { list: listName(c) });
      case 'duplicate': throw refusal(409, 'api.refused.linkDuplicate', { target, list: listName(c) });
    }
  };

  const unlink = (fixed?: string): Handler => async (c) => {
    const owner = idParam(c, 'owner', OWNER);
    const target = idParam(c, 'target', LINK);
    const done = await changing(async (s, tx) => {
      await lockOwner(tx, c, owner);
      const ok = await s.unlink(companyOf(c), ref, owner, target, kindOf(c, fixed));
      if (ok) await logOwner(tx, c, owner);
      return ok;
    });
    if (!done) throw notFound(LINK);
    return c.json({ code: 200, status: 'success', message: 'Successfully Deleted' });
  };

  // A kind alias (`/remove-story-as-event/:link`) sees only links to items of its kind.
  const linkParam = async (c: Context<AppEnv>, only?: string): Promise<number> => {
    const id = idParam(c, 'link', LINK);
    if (only !== undefined && (await store.targetKindOfLink(companyOf(c), ref, id)) !== only) throw notFound(LINK);
    return id;
  };

  const remove = (only?: string): Handler => async (c) => {
    const id = await linkParam(c, only);
    const done = await changing(async (s, tx) => {
      const owner = (await s.get(companyOf(c), ref, id))?.owner_id;
      await lockOwner(tx, c, owner);
      const ok = await s.remove(companyOf(c), ref, id);
      if (ok && owner !== undefined) await logOwner(tx, c, owner);
      return ok;
    });
    if (!done) throw notFound(LINK);
    return c.json({ code: 200, status: 'success', message: 'Successfully Deleted' });
  };

  const act = (action: LinkAction, only?: string): Handler => async (c) => {
    const id = await linkParam(c, only);
    const link = await changing(async (s, tx) => {
      await lockOwner(tx, c, (await s.get(companyOf(c), ref, id))?.owner_id);
      const acted = await s.act(companyOf(c), ref, id, action);
      if (acted) await logOwner(tx, c, acted.owner_id);
      return acted;
    });
    if (!link) throw notFound(LINK);
    return c.json({ code: 200, status: 'success', message: LINK_NOTICES[action], data: link });
  };

  // The generic path names the owner; an alias without `:owner` (SPEC's `/trip-sync`) reads it from the
  // body's `id`. Without one, an alias that is the kind's own list sync leaves the call to it (the trips list order).
  const reorder: Handler = async (c, next) => {
    const body = await readJsonObject(c);
    let owner: number;
    if (c.req.param('owner') !== undefined) owner = idParam(c, 'owner', OWNER);
    else {
      const id = bodyId(body.id);
      if (id === undefined && body.id == null && c.req.path.endsWith(kindPaths.sync(kind.api))) return next();
      if (id === undefined) throw new HttpError(400, 'id must be the id of the item whose links are reordered.');
      owner = id;
    }
    const ids = linkIds(body);
    const res = await changing(async (s, tx) => {
      const r = await s.reorder(companyOf(c), ref, owner, ids);
      if ('links' in r) await logOwner(tx, c, owner);
      return r;
    });
    if ('refused' in res) {
      if (res.refused === 'owner') throw notFound(OWNER);
      throw refusal(400, 'api.refused.linkOrderStale', { list: listName(c) });
    }
    return c.json({ code: 200, status: 'success', data: { links: res.links } });
  };

  // The owners linking one target (the target's editor): not an operation with an alias.
  app.get(relationPaths.ofTarget(entity, name, ':target', multi ? ':kind' : undefined), async (c) => {
    const links = await store.ofTarget(companyOf(c), ref, idParam(c, 'target', TARGET), kindOf(c));
    if (!links) throw notFound(TARGET);
    return c.json({ code: 200, status: 'success', data: { links } });
  });

  // What each call needs (issue 32): changing an item's links is a write of the owner; a link's own
  // lifecycle and the order of the list are the lifecycle's. Listing is reading, open to every role.
  const rightOf = (op: RelationOperation): Right | undefined =>
    op === 'list' ? undefined : op === 'link' || op === 'unlink' || op === 'remove' ? 'write' : 'lifecycle';
  const guard = (op: RelationOperation): Handler => {
    const right = rightOf(op);
    return right ? requireKindRight(kind, right) : (_c, next) => next();
  };

  const handlers: Partial<Record<RelationOperation, { method: 'get' | 'post'; path: string; handle: Handler }>> = {
    list: { method: 'get', path: relationPaths.list(entity, ':owner', name), handle: list },
    link: { method: 'get', path: relationPaths.link(entity, ':owner', name, ':target', multi ? ':kind' : undefined), handle: link() },
    unlink: { method: 'get', path: relationPaths.unlink(entity, ':owner', name, ':target', multi ? ':kind' : undefined), handle: unlink() },
    remove: { method: 'get', path: relationPaths.byLink(entity, name, 'remove', ':link'), handle: remove() },
  };
  if (rel.ordered) handlers.reorder = { method: 'post', path: relationPaths.reorder(entity, ':owner', name), handle: reorder };
  if (rel.lifecycle) {
    for (const action of LINK_ACTIONS) handlers[action] = { method: 'get', path: relationPaths.byLink(entity, name, action, ':link'), handle: act(action) };
  }

  for (const [op, h] of Object.entries(handlers) as [RelationOperation, NonNullable<(typeof handlers)[RelationOperation]>][]) {
    app[h.method](h.path, guard(op), h.handle);
    const alias = rel.aliases?.[op];
    if (alias) app[h.method](alias, guard(op), h.handle);
  }
  // Per-kind aliases (SPEC §7 `/story-as-event/...`, `/publish-form-as-event/...`): the same calls for one target kind.
  const forKind: Record<Exclude<RelationOperation, 'list' | 'reorder'>, (target: string) => Handler> = {
    link: (target) => link(target),
    unlink: (target) => unlink(target),
    remove: (target) => remove(target),
    publish: (target) => act('publish', target),
    'un-publish': (target) => act('un-publish', target),
    archive: (target) => act('archive', target),
    'un-archive': (target) => act('un-archive', target),
  };
  for (const [target, aliases] of Object.entries(rel.kindAliases ?? {})) {
    for (const [op, alias] of Object.entries(aliases) as [Exclude<RelationOperation, 'list' | 'reorder'>, string][]) app.get(alias, guard(op), forKind[op](target));
  }
}
