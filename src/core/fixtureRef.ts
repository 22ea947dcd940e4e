/** A fixture's reference to another kind's fixture: the seed swaps it for the created item's id. */
export interface FixtureRef {
  $fixture: string;
  index: number;
}

/**
 * Typing helper for fixtures: `question_id: fixtureRef('question', 2)` points at the third question
 * fixture. Typed as a number so fixtures type-check like the documents they become.
 */
export function fixtureRef(kind: string, index: number): number {
  return { $fixture: kind, index } satisfies FixtureRef as unknown as number;
}

/** Whether a value is a fixture reference. */
export function isFixtureRef(v: unknown): v is FixtureRef {
  return !!v && typeof v === 'object' && typeof (v as FixtureRef).$fixture === 'string' && Number.isInteger((v as FixtureRef).index);
}

/** The value with every fixture reference swapped for `idOf(kind, index)` (a copy; the fixture stays as it is). */
export function resolveFixtureRefs<T>(value: T, idOf: (kind: string, index: number) => number): T {
  if (isFixtureRef(value)) return idOf(value.$fixture, value.index) as T;
  if (Array.isArray(value)) return value.map((v) => resolveFixtureRefs(v, idOf)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveFixtureRefs(v, idOf)])) as T;
  }
  return value;
}

/** The kinds a value's fixture references point at. */
export function fixtureRefKinds(value: unknown, out = new Set<string>()): Set<string> {
  if (isFixtureRef(value)) out.add(value.$fixture);
  else if (Array.isArray(value)) value.forEach((v) => fixtureRefKinds(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => fixtureRefKinds(v, out));
  return out;
}
