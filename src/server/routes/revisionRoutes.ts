import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { diffDocuments } from '../../core/documentDiff.ts';
import type { AppEnv } from '../appEnv.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { STORED_BASE_VARIANT } from '../items/wireSql.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { callerOf } from '../http/callerOf.ts';
import { idParam, wholeNumber } from '../http/idParam.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { getRevision, knowsItem, listRevisions, type RevisionSubject } from '../revisions/revisionStore.ts';
import { isOwnDraft } from '../revisions/isOwnDraft.ts';
import { restoreRevision } from '../operations/restoreRevision.ts';
import { assertKindRight } from '../auth/requireKindRight.ts';
import { mayDo } from '../../core/roles.ts';

/** A whole number from a query or path parameter in [min, max]; 400 naming it otherwise (absent: the fallback). */
function wholeParam(raw: string | undefined, name: string, min: number, max: number, fallback?: number): number {
  if ((raw === undefined || raw === '') && fallback !== undefined) return fallback;
  const n = wholeNumber(raw);
  if (n === undefined || n < min || n > max) throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}.`, { errors: [{ field: name, message: 'must be a whole number' }] });
  return n;
}

const MAX_N = 2 ** 31 - 1;

/**
 * Mounts every kind's revision calls (History): the list, one revision, the comparison of two and the
 * restore of one — company-scoped like every read; an item the caller's company never had is a 404.
 */
export function revisionRoutes(registry: KindRegistry, writer: ItemWriter) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds) mountRevisions(app, kind, writer);
  return app;
}

function mountRevisions(app: Hono<AppEnv>, kind: ResolvedKind, writer: ItemWriter) {
  const { api } = kind;
  const db = writer.store.db;
  // The item named by the path, with the kind's schema as the caller's client has it; 404 when the company never had it.
  const subjectOf = async (c: Context<AppEnv>): Promise<RevisionSubject> => {
    const user = c.get('user');
    const itemId = idParam(c);
    const forClient = writer.validator.kindFor(kind, user.companySlug);
    const s = { companyId: user.companyId, kind: kind.id, itemId, schema: forClient.schema, baseVariant: forClient.defaultVariant ?? STORED_BASE_VARIANT };
    if (!(await knowsItem(db, s))) throw notFound();
    return s;
  };
  const revisionOf = async (s: RevisionSubject, n: number) => {
    const revision = await getRevision(db, s, n);
    if (!revision) throw notFound('Revision');
    return revision;
  };

  app.get(kindPaths.revisions(api, ':id'), async (c) => {
    const limit = wholeParam(c.req.query('limit'), 'limit', 1, 100, 20);
    const before = c.req.query('before') === undefined ? undefined : wholeParam(c.req.query('before'), 'before', 1, MAX_N);
    const page = await listRevisions(db, await subjectOf(c), limit, before);
    return c.json({ code: 200, status: 'success', data: page });
  });

  // Before `revisions/:n`, which would take `compare` for an n.
  app.get(kindPaths.revisionCompare(api, ':id'), async (c) => {
    const from = wholeParam(c.req.query('from'), 'from', 1, MAX_N);
    const to = wholeParam(c.req.query('to'), 'to', 1, MAX_N);
    const s = await subjectOf(c);
    const [a, b] = [await revisionOf(s, from), await revisionOf(s, to)];
    const bare = [a, b].find((r) => !r.document);
    if (bare) throw refusal(400, 'api.refused.revisionNotComparable', { n: bare.n });
    return c.json({ code: 200, status: 'success', data: { from, to, changes: diffDocuments(s.schema, a.document!, b.document!) } });
  });

  app.get(kindPaths.revision(api, ':id', ':n'), async (c) => {
    const n = wholeParam(c.req.param('n'), 'n', 1, MAX_N);
    return c.json({ code: 200, status: 'success', data: { revision: await revisionOf(await subjectOf(c), n) } });
  });

  // An ordinary save of the revision's document (version check, validation), recorded as its `revert`.
  app.post(kindPaths.revisionRestore(api, ':id', ':n'), async (c) => {
    const n = wholeParam(c.req.param('n'), 'n', 1, MAX_N);
    // The right before the body; whether the item is the caller's own draft is asked only of those it decides (authors).
    const user = c.get('user');
    if (!mayDo(user.grant, 'restoreRevision', { kind: kind.id })) {
      const s = await subjectOf(c);
      assertKindRight(c, kind, 'restoreRevision', { ownDraft: await isOwnDraft(db, s.companyId, kind.id, s.itemId, user.id) });
    }
    const body = await readJsonObject(c);
    const version = body.version;
    if (version === undefined) throw new HttpError(400, 'version is required: reload the item and restore again.', { errors: [{ field: 'version', message: 'is required' }] });
    if (!Number.isInteger(version) || (version as number) < 1 || (version as number) > MAX_N) throw new HttpError(400, 'version must be the whole number the item was loaded with.', { errors: [{ field: 'version', message: 'must be an integer' }] });
    const item = await restoreRevision(writer, callerOf(c), { kind, subject: await subjectOf(c), n, version: version as number });
    return c.json({ code: 200, status: 'success', message: 'Successfully Restored', data: item });
  });
}
