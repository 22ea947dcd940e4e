import { Hono, type Context } from 'hono';
import { ACCURACY_LIMITS } from '../../core/walk/simulation.ts';
import { DEFAULT_LINT_ACCURACY_M, DEFAULT_MAX_LEG_M, MAX_LEG_LIMITS } from '../../core/walk/zoneLint.ts';
import type { AppEnv } from '../appEnv.ts';
import { notFound } from '../errors/notFoundError.ts';
import { companyHasItem } from '../items/companyHasItem.ts';
import { wholeNumber } from '../http/idParam.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { companyZoneLint, type ZoneLintDeps } from './companyZoneLint.ts';
import { simulationRefusal } from '../i18n/simulationMessages.ts';

// A number in the query within bounds, or the default when the parameter is absent or empty.
function metresParam(c: Context, name: string, fallback: number, limits: { min: number; max: number }): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < limits.min || n > limits.max) {
    throw simulationRefusal(requestMessageLanguage(c), 'metresOutOfRange', { name, min: limits.min, max: limits.max, raw: raw.slice(0, 40) });
  }
  return n;
}

/** The subject a request narrows findings to: a kind (and one of its items), both checked as the company's. */
async function subjectParam(c: Context<AppEnv>, deps: ZoneLintDeps): Promise<{ kind?: string; id?: number }> {
  const kind = c.req.query('kind');
  const rawId = c.req.query('id');
  if (kind === undefined || kind === '') {
    if (rawId !== undefined && rawId !== '') throw simulationRefusal(requestMessageLanguage(c), 'idNeedsKind');
    return {};
  }
  if (!deps.registry.kinds.some((k) => k.id === kind)) throw simulationRefusal(requestMessageLanguage(c), 'kindUnknown', { kinds: deps.registry.kinds.map((k) => k.id).join(', ') });
  if (rawId === undefined || rawId === '') return { kind };
  const id = wholeNumber(rawId);
  if (id === undefined) throw simulationRefusal(requestMessageLanguage(c), 'idNotWhole');
  if (!(await companyHasItem(deps.db, c.get('user').companyId, kind, id))) throw notFound();
  return { kind, id };
}

/**
 * `GET /zone-lint?accuracy=&maxLeg=&kind=&id=`: the company's zone findings at a walker's
 * GPS accuracy (5–65 m, default 20) and longest leg between stops (10–100000 m, default 2000), each
 * with its sentence in the request's UI language; with kind (and id), only those concerning it.
 */
export function zoneLintRoutes(deps: ZoneLintDeps) {
  const app = new Hono<AppEnv>();
  app.get('/zone-lint', async (c) => {
    const accuracy = metresParam(c, 'accuracy', DEFAULT_LINT_ACCURACY_M, ACCURACY_LIMITS);
    const maxLeg = metresParam(c, 'maxLeg', DEFAULT_MAX_LEG_M, MAX_LEG_LIMITS);
    const filter = await subjectParam(c, deps);
    const user = c.get('user');
    const findings = await companyZoneLint(deps, { companyId: user.companyId, client: user.companySlug }, { accuracy, maxLeg }, requestMessageLanguage(c), filter);
    return c.json({ code: 200, status: 'success', data: { accuracy, maxLeg, findings } });
  });
  return app;
}
