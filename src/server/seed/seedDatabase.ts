import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord, KindSettings } from '../../core/defineKind.ts';
import { fixtureRefKinds, resolveFixtureRefs } from '../../core/fixtureRef.ts';
import { TAB_KEYS } from '../../core/tabKeys.ts';
import { addCompany, addUser } from '../accounts.ts';
import { generatePassword } from '../auth/password.ts';
import type { Db } from '../db/Db.ts';
import { createItemStore } from '../items/itemStore.ts';
import { createItemWriter } from '../items/writeItem.ts';
import { createKindValidator } from '../kinds/createKindValidator.ts';
import type { ClientPatches } from '../../core/clientPatch.ts';
import { DEMO_COMPANY, demoSettings } from './demoCompany.ts';

/** Makes sure every tab key (fixed ones and every kind's route) has a tab type id. */
export async function ensureTabTypes(db: Db, registry: KindRegistry): Promise<void> {
  const names = [...new Set([...TAB_KEYS, ...registry.kinds.map((k) => k.route)])];
  for (const name of names) await db.query('insert into tab_types (name) values ($1) on conflict (name) do nothing', [name]);
}

/** What the first start created, for the start-up banner. */
export interface SeedResult {
  email: string;
  /** Set only when the server generated it: printed once, never stored in clear. */
  generatedPassword?: string;
}

/** On an empty database: the demo company, its admin and every kind's fixtures. Otherwise nothing. */
export async function seedDatabase(db: Db, registry: KindRegistry, fixtures: Record<string, KindRecord[]>, admin: { email?: string; password?: string }, patches: Map<string, ClientPatches> = new Map()): Promise<SeedResult | undefined> {
  if ((await db.query('select 1 from companies limit 1')).length) return undefined;
  return db.transaction(async (tx) => {
    const settings = demoSettings();
    const company = await addCompany(tx, DEMO_COMPANY.slug, DEMO_COMPANY.name, { ...DEMO_COMPANY, settings });
    const generatedPassword = admin.password ? undefined : generatePassword();
    const user = await addUser(tx, company.slug, admin.email ?? 'admin@demo.test', admin.password ?? generatedPassword!);
    // Through the one write path, so fixtures get titles, child keys, variants and reference links like any write.
    const writer = createItemWriter({ store: createItemStore(tx), validator: createKindValidator(registry, patches), settingsOf: async () => settings as KindSettings });
    const caller = { companyId: company.id, client: company.slug };
    // Kinds whose fixtures others point at (`fixtureRef`) go first; each reference becomes the created id.
    const created = new Map<string, number[]>();
    const idOf = (kind: string, index: number) => {
      const id = created.get(kind)?.[index];
      if (id === undefined) throw new Error(`a fixture points at fixture ${index} of "${kind}", which was not seeded before it`);
      return id;
    };
    for (const kind of seedOrder(registry.kinds, fixtures)) {
      const ids: number[] = [];
      for (const record of fixtures[kind.id] ?? []) ids.push((await writer.create(caller, kind, resolveFixtureRefs(record, idOf))).id);
      created.set(kind.id, ids);
    }
    return { email: user.email, generatedPassword };
  });
}

/** The kinds in registry order, except that a kind comes after the kinds its fixtures point at. */
function seedOrder<K extends { id: string }>(kinds: readonly K[], fixtures: Record<string, KindRecord[]>): K[] {
  const out: K[] = [];
  const visiting = new Set<string>();
  const visit = (kind: K) => {
    if (out.includes(kind)) return;
    if (visiting.has(kind.id)) throw new Error(`fixtures of "${kind.id}" point at each other in a circle`);
    visiting.add(kind.id);
    for (const dep of fixtureRefKinds(fixtures[kind.id] ?? [])) {
      const target = kinds.find((k) => k.id === dep);
      if (target && target !== kind) visit(target);
    }
    visiting.delete(kind.id);
    out.push(kind);
  };
  kinds.forEach(visit);
  return out;
}
