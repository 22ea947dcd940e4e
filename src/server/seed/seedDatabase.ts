import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord, KindSettings } from '../../core/defineKind.ts';
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
    for (const kind of registry.kinds) {
      for (const record of fixtures[kind.id] ?? []) await writer.create(caller, kind, record);
    }
    return { email: user.email, generatedPassword };
  });
}
