import type { JsonSchema } from '../../core/jsonSchema.ts';
import { sameJson } from '../../core/stableJson.ts';

/** One field the two versions disagree on. */
export interface FieldDifference {
  key: string;
  title: string;
  mine: unknown;
  theirs: unknown;
}

/** The schema's top-level fields whose values differ between my document and the stored one, in schema order. */
export function conflictDiff(schema: JsonSchema, mine: Record<string, unknown>, theirs: Record<string, unknown>): FieldDifference[] {
  const out: FieldDifference[] = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const a = mine[key] === '' ? undefined : mine[key];
    const b = theirs[key] === '' ? undefined : theirs[key];
    if (!sameJson(a ?? null, b ?? null)) out.push({ key, title: prop.title || key, mine: a, theirs: b });
  }
  return out;
}

/** A short readable rendering of a field value for the conflict table. */
export function showValue(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
