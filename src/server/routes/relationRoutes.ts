import { Hono, type Context, type Next } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths } from '../../core/defineKind.ts';
import { isMultiTarget, LINK_ACTIONS, relationPaths, type LinkAction, type RelationOperation } from '../../core/relations.ts';
import type { Right } from '../../core/roles.ts';
import type { AppEnv } from '../appEnv.ts';
import { requireKindRight } from '../auth/requireKindRight.ts';
import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { callerOf } from '../http/callerOf.ts';
import { idParam, wholeNumber } from '../http/idParam.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { actOnLink } from '../operations/actOnLink.ts';
import { createLinkContext, LINK_SUBJECTS, type LinkContext } from '../operations/linkContext.ts';
import { linkItems } from '../operations/linkItems.ts';
import { removeLink } from '../operations/removeLink.ts';
import { reorderLinks } from '../operations/reorderLinks.ts';
import { unlinkItems } from '../operations/unlinkItems.ts';
import { revisionRecorder, type RevisionRecorder } from '../revisions/recordRevision.ts';

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

const { owner: OWNER, target: TARGET, link: LINK } = LINK_SUBJECTS;

/**
 * Mounts every kind's relations (DESIGN "The kind contract": `relations`): the generic paths of
 * `relationPaths` and each declared SPEC §7 alias, all scoped to the caller's company.
 */
export function relationRoutes(registry: KindRegistry, db: Db, record: RevisionRecorder = revisionRecorder()) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds) {
    for (const [name, rel] of Object.entries(kind.relations ?? {})) mountRelation(app, createLinkContext(db, registry, kind, name, rel, record));
  }
  return app;
}

type Handler = (c: Context<AppEnv>, next: Next) => Promise<Response | void>;

/** The alias's path parameters, sorted and comma-joined. */
const paramsOf = (alias: string) => (alias.match(/:[a-zA-Z]+/g) ?? []).map((p) => p.slice(1)).sort().join(',');

function mountRelation(app: Hono<AppEnv>, ctx: LinkContext) {
  const { kind, name, rel, ref, store } = ctx;
  const entity = kind.api.entity;
  const companyOf = (c: Context<AppEnv>) => c.get('user').companyId;
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

  const list: Handler = async (c) => {
    const links = await store.list(companyOf(c), ref, idParam(c, 'owner', OWNER));
    if (!links) throw notFound(OWNER);
    return c.json({ code: 200, status: 'success', data: { links } });
  };

  const link = (fixed?: string): Handler => async (c) => {
    const owner = idParam(c, 'owner', OWNER);
    const target = idParam(c, 'target', TARGET);
    const made = await linkItems(ctx, callerOf(c), { owner, target, targetKind: kindOf(c, fixed) });
    return c.json({ code: 201, status: 'success', message: 'Successfully Saved', data: made }, 201);
  };

  const unlink = (fixed?: string): Handler => async (c) => {
    const owner = idParam(c, 'owner', OWNER);
    const target = idParam(c, 'target', LINK);
    await unlinkItems(ctx, callerOf(c), { owner, target, targetKind: kindOf(c, fixed) });
    return c.json({ code: 200, status: 'success', message: 'Successfully Deleted' });
  };

  // A kind alias (`/remove-story-as-event/:link`) passes its kind: the operation sees only links to items of it.
  const remove = (only?: string): Handler => async (c) => {
    await removeLink(ctx, callerOf(c), { link: idParam(c, 'link', LINK), only });
    return c.json({ code: 200, status: 'success', message: 'Successfully Deleted' });
  };

  const act = (action: LinkAction, only?: string): Handler => async (c) => {
    const link = await actOnLink(ctx, callerOf(c), { link: idParam(c, 'link', LINK), action, only });
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
    const links = await reorderLinks(ctx, callerOf(c), { owner, ids });
    return c.json({ code: 200, status: 'success', data: { links } });
  };

  // The owners linking one target (the target's editor): not an operation with an alias.
  app.get(relationPaths.ofTarget(entity, name, ':target', multi ? ':kind' : undefined), async (c) => {
    const links = await store.ofTarget(companyOf(c), ref, idParam(c, 'target', TARGET), kindOf(c));
    if (!links) throw notFound(TARGET);
    return c.json({ code: 200, status: 'success', data: { links } });
  });

  // What each call needs: changing an item's links is a write of the owner; a link's own
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
