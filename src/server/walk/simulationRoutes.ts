import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { walkRelation } from '../../core/walk/simWorld.ts';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import { companyHasItem } from '../items/companyHasItem.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { isForeignKeyViolation } from '../links/refLinks.ts';
import { idParam, wholeNumber } from '../http/idParam.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { simulationBody } from './simulationBody.ts';
import { simulationRefusal } from '../i18n/simulationMessages.ts';
import { createSimulationStore } from './simulationStore.ts';
import { requireRight } from '../auth/requireRight.ts';
import { assertKindRight } from '../auth/requireKindRight.ts';

type SimulationDeps = { db: Db; registry: KindRegistry; validator: KindValidator };

/**
 * Checks what a simulation is of, for the caller's company: a kind that (as the client runs it) declares
 * trigger zones or a walk relation, and either one of the company's items of it (404 otherwise) or,
 * without an id, the whole list of a kind that offers simulating it.
 */
async function checkSubject(c: Context<AppEnv>, deps: SimulationDeps, lang: UiLanguage, kindId: string, id: number | undefined) {
  const kind = deps.registry.kinds.find((k) => k.id === kindId);
  if (!kind) throw simulationRefusal(lang, 'kindUnknown', { kinds: deps.registry.kinds.map((k) => k.id).join(', ') });
  const user = c.get('user');
  const forClient = deps.validator.kindFor(kind, user.companySlug);
  if (!forClient.place?.triggers && !walkRelation(forClient)) throw simulationRefusal(lang, 'nothingToSimulate', { kind: kindId });
  if (id === undefined) {
    if (!forClient.place?.triggers?.wholeList) throw simulationRefusal(lang, 'idRequired', { kind: kindId });
    return;
  }
  if (!(await companyHasItem(deps.db, user.companyId, kindId, id))) throw notFound();
}

/** Saving or deleting a simulation is a write of its kind: a user limited to other kinds is refused. */
function assertSimulationRight(c: Context<AppEnv>, deps: SimulationDeps, kindId: string) {
  const kind = deps.registry.kinds.find((k) => k.id === kindId);
  if (kind) assertKindRight(c, kind, 'write');
}

/** A simulation's id from the path; anything else is no simulation of the company's (404). */
function simulationId(c: Context): number {
  return idParam(c, 'sid', 'Simulation');
}

/**
 * Saved walk simulations: `GET /simulations?kind=&id=` lists a subject's (newest first; no id:
 * the kind's whole-list ones) without their paths and events (`pathPoints`, `eventCount` instead),
 * `GET /simulations/:sid` answers one whole, `POST /simulations` `{ kind, id?, name, input, events }` → 201,
 * `DELETE /simulations/:sid`.
 */
export function simulationRoutes(deps: SimulationDeps) {
  const app = new Hono<AppEnv>();
  const store = createSimulationStore(deps.db);

  app.get('/simulations', async (c) => {
    const lang = requestMessageLanguage(c);
    const kind = c.req.query('kind') ?? '';
    const rawId = c.req.query('id');
    let id: number | undefined;
    if (rawId !== undefined && rawId !== '') {
      id = wholeNumber(rawId);
      if (id === undefined) throw simulationRefusal(lang, 'idInvalid');
    }
    await checkSubject(c, deps, lang, kind, id);
    const simulations = await store.list(c.get('user').companyId, kind, id);
    return c.json({ code: 200, status: 'success', data: { simulations } });
  });

  app.get('/simulations/:sid', async (c) => {
    const simulation = await store.get(c.get('user').companyId, simulationId(c));
    if (!simulation) throw notFound('Simulation');
    return c.json({ code: 200, status: 'success', data: { simulation } });
  });

  // The role's right first, before the body; the kind's, once the body names it.
  app.post('/simulations', requireRight('write'), async (c) => {
    const lang = requestMessageLanguage(c);
    const body = simulationBody(await readJsonObject(c), lang);
    assertSimulationRight(c, deps, body.kind);
    await checkSubject(c, deps, lang, body.kind, body.id);
    const user = c.get('user');
    // The item may be destroyed between the check and the insert: the foreign key refuses it, as a 404.
    const simulation = await store.save(user.companyId, body, { userId: user.id, name: user.name || user.email }).catch((err: unknown) => {
      throw isForeignKeyViolation(err) ? notFound() : err;
    });
    return c.json({ code: 201, status: 'success', message: 'Successfully Saved', data: { simulation } }, 201);
  });

  app.delete('/simulations/:sid', requireRight('write'), async (c) => {
    const sid = simulationId(c);
    const saved = await store.get(c.get('user').companyId, sid);
    if (!saved) throw notFound('Simulation');
    assertSimulationRight(c, deps, saved.kind);
    if (!(await store.remove(c.get('user').companyId, sid))) throw notFound('Simulation');
    return c.json({ code: 200, status: 'success', message: 'Successfully Deleted' });
  });
  return app;
}
