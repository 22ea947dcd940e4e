import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { walkRelation } from '../../core/walk/simWorld.ts';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { HttpError, notFound } from '../httpError.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { isForeignKeyViolation } from '../links/refLinks.ts';
import { readJsonObject } from '../routes/readJsonObject.ts';
import { simulationBody } from './simulationBody.ts';
import { createSimulationStore } from './simulationStore.ts';

/**
 * Checks what a simulation is of, for the caller's company: a kind that (as the client runs it) declares
 * trigger zones or a walk relation, and either one of the company's items of it (404 otherwise) or,
 * without an id, the whole list of a kind that offers simulating it.
 */
async function checkSubject(c: Context<AppEnv>, deps: { db: Db; registry: KindRegistry; validator: KindValidator }, kindId: string, id: number | undefined) {
  const kind = deps.registry.kinds.find((k) => k.id === kindId);
  if (!kind) throw new HttpError(400, `kind must name a kind (one of: ${deps.registry.kinds.map((k) => k.id).join(', ')}).`);
  const user = c.get('user');
  const forClient = deps.validator.kindFor(kind, user.companySlug);
  if (!forClient.triggers && !walkRelation(forClient)) throw new HttpError(400, `${kindId} has no trigger zones and no walk: there is nothing to simulate.`);
  if (id === undefined) {
    if (!forClient.triggers?.wholeList) throw new HttpError(400, `id is required: ${kindId} is simulated one item at a time.`);
    return;
  }
  const rows = await deps.db.query('select 1 from items where company_id = $1 and kind = $2 and id = $3', [user.companyId, kindId, id]);
  if (!rows.length) throw notFound();
}

/**
 * Saved walk simulations (issue 18): `GET /simulations?kind=&id=` (newest first; no id: the kind's
 * whole-list ones), `POST /simulations` `{ kind, id?, name, input, events }` → 201, `DELETE /simulations/:sid`.
 */
export function simulationRoutes(deps: { db: Db; registry: KindRegistry; validator: KindValidator }) {
  const app = new Hono<AppEnv>();
  const store = createSimulationStore(deps.db);

  app.get('/simulations', async (c) => {
    const kind = c.req.query('kind') ?? '';
    const rawId = c.req.query('id');
    let id: number | undefined;
    if (rawId !== undefined && rawId !== '') {
      if (!/^\d{1,9}$/.test(rawId)) throw new HttpError(400, 'id must be an item id (a whole number), or absent for the whole list.');
      id = Number(rawId);
    }
    await checkSubject(c, deps, kind, id);
    const simulations = await store.list(c.get('user').companyId, kind, id);
    return c.json({ code: 200, status: 'success', data: { simulations } });
  });

  app.post('/simulations', async (c) => {
    const body = simulationBody(await readJsonObject(c));
    await checkSubject(c, deps, body.kind, body.id);
    const user = c.get('user');
    // The item may be destroyed between the check and the insert: the foreign key refuses it, as a 404.
    const simulation = await store.save(user.companyId, body, { userId: user.id, name: user.name || user.email }).catch((err: unknown) => {
      throw isForeignKeyViolation(err) ? notFound() : err;
    });
    return c.json({ code: 201, status: 'success', message: 'Successfully Saved', data: { simulation } }, 201);
  });

  app.delete('/simulations/:sid', async (c) => {
    const raw = c.req.param('sid');
    if (!/^\d{1,9}$/.test(raw)) throw notFound('Simulation');
    if (!(await store.remove(c.get('user').companyId, Number(raw)))) throw notFound('Simulation');
    return c.json({ code: 200, status: 'success', message: 'Successfully Deleted' });
  });
  return app;
}
