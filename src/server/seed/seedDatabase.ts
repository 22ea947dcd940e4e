import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord, KindSettings, ResolvedKind } from '../../core/defineKind.ts';
import { fixtureRefKinds, resolveFixtureRefs, type FixtureRef } from '../../core/fixtureRef.ts';
import { splitFixtureLinks } from '../../core/fixtureLinks.ts';
import { splitFixtureTranslations } from '../../core/fixtureTranslations.ts';
import { seedTranslations } from './seedTranslations.ts';
import { fixtureRefsIn, isRefusal, refusalReason, sampleTitle, type SkippedSample } from './skippedSamples.ts';
import { createRelationStore } from '../links/relationStore.ts';
import { tabKeys } from '../../core/tabSlots.ts';
import { addCompany, addUser } from '../users/accounts.ts';
import { generatePassword } from '../auth/password.ts';
import type { Db } from '../db/Db.ts';
import { createItemStore } from '../items/itemStore.ts';
import { createItemWriter } from '../operations/createItemWriter.ts';
import { createKindValidator } from '../kinds/createKindValidator.ts';
import type { ClientPatches } from '../../core/clientPatch.ts';
import { DEMO_COMPANY, DEMO_TEAM, demoSettings, FJORD_COMPANY, fjordSettings, type DemoUser } from './demoCompany.ts';
import type { CompanySettings } from '../users/accounts.ts';

/** Makes sure every tab key (the console's own and every kind's route, in tab order) has a tab type id. */
export async function ensureTabTypes(db: Db, registry: KindRegistry): Promise<void> {
  const names = tabKeys(registry.kinds);
  // One statement, not one per key (every start runs this); new keys get their ids in list order, as before.
  await db.query('insert into tab_types (name) select name from unnest($1::text[]) with ordinality as t(name, n) order by n on conflict (name) do nothing', [names]);
}

/** One demo user the first start created and how they sign in, for the start-up banner. */
export interface SeededUser {
  email: string;
  role: string;
  /** Set only when the server generated it: printed once, never stored in clear. */
  generatedPassword?: string;
}

/** One demo company the first start created and how its admin signs in, for the start-up banner. */
export interface SeededCompany {
  name: string;
  email: string;
  /** Set only when the server generated it: printed once, never stored in clear. */
  generatedPassword?: string;
  /** The users besides the admin (the first company's team of every other role). */
  team: SeededUser[];
  /** Samples (or parts of them) left out because the client's schema refuses them. */
  skipped: SkippedSample[];
}

/** What the first start created, for the start-up banner: the first company's admin, then every company. */
export interface SeedResult extends SeededCompany {
  companies: SeededCompany[];
}

/** Each kind's sample records by kind id (and `<id>:<variant>`, `<id>@<client>`), as loadFixtures reads them. */
type Fixtures = Record<string, KindRecord[]>;

/** A demo company to create: its row, its settings, its admin's e-mail and its other users. */
interface DemoCompany {
  slug: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  settings: CompanySettings;
  admin: string;
  team?: readonly DemoUser[];
}

/**
 * On an empty database: the demo company (newer station screen) and the fjord museum (older station
 * screen, `schemas/clients/fjord`), each with its admin and every kind's fixtures in the shape that
 * client runs (`fixturesOrLoad`: the fixtures, or a function loading them, called only then); the demo
 * company also gets a user of every other role (DEMO_TEAM). ADMIN_EMAIL names the first admin;
 * ADMIN_PASSWORD, when set, is every seeded user's password, else each gets a generated one. Otherwise nothing.
 */
export async function seedDatabase(db: Db, registry: KindRegistry, fixturesOrLoad: Fixtures | (() => Promise<Fixtures>), admin: { email?: string; password?: string }, patches: Map<string, ClientPatches> = new Map()): Promise<SeedResult | undefined> {
  if ((await db.query('select 1 from companies limit 1')).length) return undefined;
  // Loaded only now: importing every kind's fixtures costs a restart time it never needs.
  const fixtures = typeof fixturesOrLoad === 'function' ? await fixturesOrLoad() : fixturesOrLoad;
  const demos: DemoCompany[] = [
    { ...DEMO_COMPANY, settings: demoSettings(registry.kinds), admin: admin.email ?? 'admin@demo.test', team: DEMO_TEAM },
    { ...FJORD_COMPANY, settings: fjordSettings() },
  ];
  return db.transaction(async (tx) => {
    // Replicas started together on one empty PostgreSQL: one seeds, the others find it done.
    await tx.query('select pg_advisory_xact_lock(7261002)');
    if ((await tx.query('select 1 from companies limit 1')).length) return undefined;
    const companies: SeededCompany[] = [];
    for (const demo of demos) companies.push(await seedCompany(tx, registry, fixtures, demo, admin.password, patches));
    return { ...companies[0], companies };
  });
}

async function seedCompany(tx: Db, registry: KindRegistry, fixtures: Record<string, KindRecord[]>, demo: DemoCompany, password: string | undefined, patches: Map<string, ClientPatches>): Promise<SeededCompany> {
  const { settings } = demo;
  const company = await addCompany(tx, demo.slug, demo.name, { email: demo.email, phone: demo.phone, address: demo.address, settings });
  const generatedPassword = password ? undefined : generatePassword({ email: demo.admin });
  const user = await addUser(tx, company.slug, demo.admin, password ?? generatedPassword!);
  const team: SeededUser[] = [];
  for (const member of demo.team ?? []) {
    const memberPassword = password ? undefined : generatePassword({ email: member.email, name: member.name });
    await addUser(tx, company.slug, member.email, password ?? memberPassword!, member.role, { name: member.name, languages: member.languages });
    team.push({ email: member.email, role: member.role, generatedPassword: memberPassword });
  }
  const validator = createKindValidator(registry, patches);
  // Through the one write path, so fixtures get titles, child keys, variants and reference links like any write.
  const writer = createItemWriter({ store: createItemStore(tx), validator, settingsOf: async () => settings as KindSettings });
  const caller = { companyId: company.id, client: company.slug };
  // Each kind's fixtures in the shape this client runs (`variantFixtures` of the kind's fixtures.ts).
  // A demo client's own content (`clientFixtures`) comes first, then its variant's, then the kind's.
  const own = Object.fromEntries(registry.kinds.map((k) => [k.id,
    fixtures[`${k.id}@${company.slug}`] ?? fixtures[`${k.id}:${validator.kindFor(k, company.slug).variant}`] ?? fixtures[k.id] ?? []]));
  // Kinds whose fixtures others point at (`fixtureRef`) go first; each reference becomes the created id.
  const created = new Map<string, (number | undefined)[]>();
  const idOf = (kind: string, index: number) => {
    const id = created.get(kind)?.[index];
    if (id === undefined) throw new Error(`a fixture points at fixture ${index} of "${kind}", which was not seeded before it`);
    return id;
  };
  const relations = createRelationStore(tx, registry);
  // Sample content never stops a start: what the client's schema (its patch) refuses is left out and reported.
  const skipped: SkippedSample[] = [];
  const patchFile = (kind: ResolvedKind) => validator.schemaPatchFile(kind, company.slug);
  const skippedTitle = (ref: FixtureRef) => titles.get(`${ref.$fixture}:${ref.index}`) ?? `${ref.$fixture} ${ref.index + 1}`;
  const titles = new Map<string, string>();
  for (const kind of seedOrder(registry.kinds, own)) {
    const ids: (number | undefined)[] = [];
    created.set(kind.id, ids);
    for (const [index, record] of own[kind.id].entries()) {
      // Relation links (`fixtureLinks`) are made after the item, through the relation store like a console's.
      const { doc: withLinks, translations, baseLater } = splitFixtureTranslations(record);
      const { doc, links } = splitFixtureLinks(withLinks);
      const title = sampleTitle(kind, doc, index);
      titles.set(`${kind.id}:${index}`, title);
      const gone = fixtureRefsIn(doc).find((ref) => created.get(ref.$fixture)?.[ref.index] === undefined && titles.has(`${ref.$fixture}:${ref.index}`));
      if (gone) {
        skipped.push({ kind: kind.id, title, part: 'item', reason: `it points at ${gone.$fixture} "${skippedTitle(gone)}", which was left out` });
        ids.push(undefined);
        continue;
      }
      let item;
      try {
        item = await writer.create(caller, kind, resolveFixtureRefs(doc, idOf));
      } catch (err) {
        if (!isRefusal(err)) throw err;
        skipped.push({ kind: kind.id, title, part: 'item', reason: refusalReason(err), patchFile: patchFile(kind) });
        ids.push(undefined);
        continue;
      }
      const id = item.id;
      let translated = translations.length > 0 && !baseLater;
      try {
        await seedTranslations(writer, caller, kind, item, settings.languages, translations, baseLater);
      } catch (err) {
        if (!isRefusal(err)) throw err;
        skipped.push({ kind: kind.id, title, part: 'translation', reason: refusalReason(err), patchFile: patchFile(kind) });
        translated = false;
      }
      let linked = false;
      for (const [relation, refs] of links) {
        for (const ref of refs) {
          const target = created.get(ref.$fixture)?.[ref.index];
          if (target === undefined && titles.has(`${ref.$fixture}:${ref.index}`)) {
            skipped.push({ kind: kind.id, title, part: 'link', reason: `${relation} → ${ref.$fixture} "${skippedTitle(ref)}", which was left out` });
            continue;
          }
          const res = await relations.link(company.id, { ownerKind: kind.id, relation }, id, idOf(ref.$fixture, ref.index), ref.$fixture);
          if ('refused' in res) throw new Error(`fixture ${index} of "${kind.id}": link ${relation} → ${ref.$fixture} ${ref.index} refused (${res.refused})`);
          linked = true;
        }
      }
      // The item's newest revision holds its translations and links too (a later base change recorded the translations already).
      if (linked || translated) await writer.record(tx, caller, kind.id, id, 'update');
      ids.push(id);
    }
  }
  return { name: company.name, email: user.email, generatedPassword, team, skipped };
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
