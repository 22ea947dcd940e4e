import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { clientPatchFile, kindForClient, type ClientPatch } from '../../src/core/clientPatch.ts';
import type { KindRegistry } from '../../src/core/createKindRegistry.ts';
import { variantNames, type KindRecord, type ResolvedKind } from '../../src/core/defineKind.ts';
import { loadFixtures, loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { DEMO_COMPANY, FJORD_COMPANY, OTHER_COMPANY, type Credentials } from './companies.ts';

// Generic suites iterate the kinds the server runs with, never a hand-written list: the registry is
// built by the server's own loader from plugins/*/index.ts (and each client's schemas/clients patches),
// so a kind dropped into plugins/ is tested, and a deleted one is no longer asked for.

const ROOT = resolve(import.meta.dirname, '../..');

/** The server's kind registry, built as the server builds it at start. */
export const kindRegistry: KindRegistry = await loadKindRegistry(ROOT);

/** Each kind's fixtures by kind id, a variant's own under `<id>:<variant>` (plugins/<id>/fixtures.ts). */
export const kindFixtures: Record<string, KindRecord[]> = await loadFixtures(ROOT);

/** A template company's patch of a kind (schemas/clients/<slug>/<id>.patch.json), read as the server reads it; only the template's companies are asked for. */
function patchOf(slug: string, kindId: string): ClientPatch | undefined {
  const file = join(ROOT, clientPatchFile(slug, kindId));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientPatch) : undefined;
}

/** A company the test template holds, with its admin's credentials. */
export interface TestCompany extends Credentials {
  slug: string;
  name: string;
}

/** The companies of the test template: the demo company, the `other` one (no content) and the fjord museum. */
export const TEST_COMPANIES: readonly TestCompany[] = [DEMO_COMPANY, OTHER_COMPANY, FJORD_COMPANY];

/** The demo company: every kind's default shape, seeded with every kind's fixtures. */
export const DEMO: TestCompany = DEMO_COMPANY;

/** The kind as this company's client runs it: its variant and its patch (schemas/clients/<slug>/<id>.patch.json). */
export function clientKind(kind: ResolvedKind, company: Pick<TestCompany, 'slug'>): ResolvedKind {
  return kindForClient(kind, patchOf(company.slug, kind.id));
}

/** One shape of one kind and a company of the test template whose client runs that shape. */
export interface KindShape {
  /** The kind as the company's client sees it (its variant's schema and rules, its patch). */
  kind: ResolvedKind;
  variant: string;
  company: TestCompany;
  /** Whether the template seeded this company with items of this shape (the demo and fjord clients). */
  seeded: boolean;
  /** `station`, or `station:legacy` for a shape other than the kind's own. */
  label: string;
}

/**
 * Every shape of every kind (its own and each variant) with the first test company that runs it;
 * a shape no test company runs is left out (nothing can write it).
 */
export function kindShapes(): KindShape[] {
  const out: KindShape[] = [];
  for (const kind of kindRegistry.kinds) {
    const base = variantNames(kind)[0];
    for (const variant of variantNames(kind)) {
      const company = TEST_COMPANIES.find((c) => clientKind(kind, c).variant === variant);
      if (!company) continue;
      out.push({
        kind: clientKind(kind, company), variant, company,
        seeded: company.slug !== OTHER_COMPANY.slug && (fixturesOf(kind.id, variant, base)?.length ?? 0) > 0,
        label: variant === base ? kind.id : `${kind.id}:${variant}`,
      });
    }
  }
  return out;
}

/** Each kind's own shape as the demo company runs it. */
export function demoKinds(): ResolvedKind[] {
  return kindRegistry.kinds.map((k) => clientKind(k, DEMO));
}

/** The fixtures of one shape of a kind: the variant's own (`variantFixtures`), the kind's for its own shape. */
export function fixturesOf(kindId: string, variant: string, base = variantNames(kindRegistry.get(kindId))[0]): KindRecord[] | undefined {
  return kindFixtures[`${kindId}:${variant}`] ?? (variant === base ? kindFixtures[kindId] : undefined);
}

/** The first of the demo company's kinds that has the capability, or undefined: a suite then skips that case, saying why. */
export function kindWith(capable: (kind: ResolvedKind) => boolean): ResolvedKind | undefined {
  return demoKinds().find(capable);
}

/** Whether a kind offers a lifecycle action (`publish` is not offered by every kind). */
export const offers = (kind: ResolvedKind, action: string): boolean => (kind.api.actions as readonly string[]).includes(action);
