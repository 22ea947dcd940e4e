import type { SavedSimulation, SimulationSummary } from '../../core/walk/simulation.ts';
import type { Db } from '../db/Db.ts';
import type { SimulationBody } from './simulationBody.ts';

interface SimulationHead {
  id: number;
  kind: string;
  item_id: number | null;
  name: string;
  created_at: Date | string;
  created_by: string;
}

interface SimulationRow extends SimulationHead {
  input: SavedSimulation['input'];
  events: SavedSimulation['events'];
}

interface SummaryRow extends SimulationHead {
  input: SimulationSummary['input'];
  path_points: number;
  event_count: number;
}

const HEAD = 's.id, s.kind, s.item_id, s.name, s.created_at, s.created_by';
const COLUMNS = `${HEAD}, s.input, s.events`;
// The list leaves the path and the events in the database: a 5-hour walk is a megabyte.
const SUMMARY = `${HEAD}, s.input - 'path' as input, jsonb_array_length(s.input -> 'path') as path_points, jsonb_array_length(s.events) as event_count`;

function head(r: SimulationHead) {
  const at = r.created_at instanceof Date ? r.created_at : new Date(r.created_at);
  return { id: r.id, kind: r.kind, itemId: r.item_id, name: r.name, createdAt: at.toISOString(), createdBy: r.created_by };
}

const toSaved = (r: SimulationRow): SavedSimulation => ({ ...head(r), input: r.input, events: r.events });
const toSummary = (r: SummaryRow): SimulationSummary => ({ ...head(r), input: r.input, pathPoints: Number(r.path_points), eventCount: Number(r.event_count) });

/** Who saves: the user (kept while the user is) and the name shown for them. */
export interface SimulationAuthor {
  userId: number;
  name: string;
}

/** A company's saved simulations: every statement scoped to the company. */
export function createSimulationStore(db: Db) {
  return {
    /** The subject's simulations as a list shows them, newest first (`itemId` undefined: the kind's whole-list ones). */
    async list(companyId: number, kind: string, itemId: number | undefined): Promise<SimulationSummary[]> {
      const rows = await db.query<SummaryRow>(
        `select ${SUMMARY} from simulations s
          where s.company_id = $1 and s.kind = $2 and s.item_id is not distinct from $3::int
          order by s.created_at desc, s.id desc`, [companyId, kind, itemId ?? null]);
      return rows.map(toSummary);
    },

    /** One whole simulation (path and events), when it is the company's. */
    async get(companyId: number, id: number): Promise<SavedSimulation | undefined> {
      const rows = await db.query<SimulationRow>(`select ${COLUMNS} from simulations s where s.company_id = $1 and s.id = $2`, [companyId, id]);
      return rows[0] && toSaved(rows[0]);
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
