import { isFixtureRef, type FixtureRef } from './fixtureRef.ts';

/** The fixture property holding relation links the seed makes after creating the item (never stored). */
export const FIXTURE_LINKS_KEY = '$links';

/**
 * Typing helper for fixtures: `...fixtureLinks({ contents: [fixtureRef('story', 0), fixtureRef('form', 0)] })`
 * links the created item to those fixtures through the kind's relation, in that order.
 */
export function fixtureLinks(links: Record<string, readonly number[]>): Record<string, unknown> {
  return { [FIXTURE_LINKS_KEY]: links };
}

/** A fixture without its links, and the links by relation name (each a fixture reference). */
export function splitFixtureLinks(record: Record<string, unknown>): { doc: Record<string, unknown>; links: [string, FixtureRef[]][] } {
  const { [FIXTURE_LINKS_KEY]: raw, ...doc } = record;
  if (raw === undefined) return { doc, links: [] };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${FIXTURE_LINKS_KEY} must map relation names to fixture references`);
  const links = Object.entries(raw as Record<string, unknown>).map(([name, refs]): [string, FixtureRef[]] => {
    if (!Array.isArray(refs) || !refs.every(isFixtureRef)) throw new Error(`${FIXTURE_LINKS_KEY}.${name} must be a list of fixtureRef(kind, index)`);
    return [name, refs];
  });
  return { doc, links };
}
