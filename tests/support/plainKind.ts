import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { splitFixtureLinks } from '../../src/core/fixtureLinks.ts';
import { fixtureRefKinds } from '../../src/core/fixtureRef.ts';
import { splitFixtureTranslations } from '../../src/core/fixtureTranslations.ts';
import { demoKinds, fixturesOf, offers } from './kindRegistry.ts';
import { labelField, labelled } from './sampleDoc.ts';

// Suites about the server rather than a kind (sessions, caches, locks, bad input) still call some
// kind's `/{x}`: they take the registry's first plain one, so no suite names a kind.

/** A fixture of the kind's shape as a document: without translations and links; undefined when it points at other items. */
function plainFixture(kind: ResolvedKind, index = 0): KindRecord | undefined {
  const fixture = fixturesOf(kind.id, kind.variant)?.[index];
  if (!fixture || fixtureRefKinds(fixture).size) return undefined;
  return splitFixtureLinks(splitFixtureTranslations(fixture).doc).doc;
}

/**
 * The registry's first plain kind as the demo company runs it: JSON bodies, every lifecycle action,
 * no relations, a translatable name (its label field), and a first fixture that points at no other
 * item (so a document needs no set-up).
 */
export const PLAIN_KIND: ResolvedKind = (() => {
  const found = demoKinds().find((k) => {
    const fixture = plainFixture(k);
    return k.api.bodyEncoding === 'json' && offers(k, 'publish') && !k.relations && !!fixture && !!k.schema.properties?.[labelField(k, fixture)]?.['x-localized'];
  });
  if (!found) throw new Error('no kind of the registry is plain (JSON bodies, publish, no relations, a fixture without references, a translatable name)');
  return found;
})();

/** A new document of the plain kind: its first fixture, named `label` (in its label field). */
export function plainDoc(label: string): KindRecord {
  return labelled(PLAIN_KIND, structuredClone(plainFixture(PLAIN_KIND)!), label);
}
