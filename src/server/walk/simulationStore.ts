import type { SavedSimulation } from '../../core/walk/simulation.ts';
import type { Db } from '../db/Db.ts';
import type { SimulationBody } from './simulationBody.ts';

interface SimulationRow {
  id: number;
  kind: string;
  item_id: number | null;
  name: string;
  input: SavedSimulation['input'];
  events: SavedSimulation['events'];
  created_at: Date | string;
  created_by: string;
}

const COLUMNS = 's.id, s.kind, s.item_id, s.name, s.input, s.events, s.created_at, s.created_by';

function toSaved(r: SimulationRow): SavedSimulation {
  const at = r.created_at instanceof Date ? r.created_at : new Date(r.created_at);
  return { id: r.id, kind: r.kind, itemId: r.item_id, name: r.name, input: r.input, events: r.events, createdAt: at.toISOString(), createdBy: r.created_by };
}

/** Who saves: the user (kept while the user is) and the name shown for them. */
export interface SimulationAuthor {
  userId: number;
  name: string;
}

/** A company's saved simulations: every statement scoped to the company. */
export function createSimulationStore(db: Db) {
  return {
    /** The subject's simulations, newest first (`itemId` undefined: the kind's whole-list ones). */
    async list(companyId: number, kind: string, itemId: number | undefined): Promise<SavedSimulation[]> {
      const rows = await db.query<SimulationRow>(
        `select ${COLUMNS} from simulations s
          where s.company_id = $1 and s.kind = $2 and s.item_id is not distinct from $3::int
          order by s.created_at desc, s.id desc`, [companyId, kind, itemId ?? null]);
      return rows.map(toSaved);
    },

    /** Saves one; the item (when named) must be checked as the company's first, the foreign key holds to it anyway. */
    async save(companyId: number, body: SimulationBody, by: SimulationAuthor): Promise<SavedSimulation> {
      const rows = await db.query<SimulationRow>(
        `insert into simulations as s (company_id, kind, item_id, name, input, events, user_id, created_by)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8) returning ${COLUMNS}`,
        [companyId, body.kind, body.id ?? null, body.name, JSON.stringify(body.input), JSON.stringify(body.events), by.userId, by.name]);
      return toSaved(rows[0]);
    },

    /** Deletes one; false when it is not the company's. */
    async remove(companyId: number, id: number): Promise<boolean> {
      const rows = await db.query('delete from simulations where company_id = $1 and id = $2 returning id', [companyId, id]);
      return rows.length > 0;
    },
  };
}
