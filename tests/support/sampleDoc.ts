import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { splitFixtureLinks } from '../../src/core/fixtureLinks.ts';
import { isFixtureRef, resolveFixtureRefs, type FixtureRef } from '../../src/core/fixtureRef.ts';
import { splitFixtureTranslations } from '../../src/core/fixtureTranslations.ts';
import type { JsonSchema } from '../../src/core/jsonSchema.ts';
import type { ApiClient } from './api.ts';
import { clientKind, fixturesOf, kindRegistry, type TestCompany } from './kindRegistry.ts';

// A generic suite writes every kind from the kind's own fixtures: a fixture is a valid document by
// definition (the demo seed writes it), so the suite needs no per-kind knowledge. References to other
// fixtures (`fixtureRef`) become items made for the caller's company from those fixtures in turn.

/** Who writes: an API client signed in as one company's admin. */
export interface Writer {
  client: ApiClient;
  company: Pick<TestCompany, 'slug'>;
}

/** Items made for references, per client and `<kind>:<fixture index>`, so each is made once. */
const made = new WeakMap<ApiClient, Map<string, Promise<number>>>();

/** Every fixture reference in a value. */
function refsIn(value: unknown, out: FixtureRef[] = []): FixtureRef[] {
  if (isFixtureRef(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => refsIn(v, out));
  return out;
}

/** The id of an item of the caller's company made from fixture `index` of `kindId` (made on first use). */
function refTarget(w: Writer, kindId: string, index: number): Promise<number> {
  let byKey = made.get(w.client);
  if (!byKey) made.set(w.client, (byKey = new Map()));
  const key = `${kindId}:${index}`;
  let id = byKey.get(key);
  if (!id) {
    id = (async () => {
      const kind = clientKind(kindRegistry.get(kindId), w.company);
      const doc = await sampleDoc(w, kind, { index });
      const res = await w.client.post(`/api/${kind.api.entity}`, doc);
      if (res.status !== 201) throw new Error(`making ${kindId} fixture ${index} for a reference answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data.id as number;
    })();
    byKey.set(key, id);
    // A failed attempt is not remembered: the next test tries again and reports its own failure.
    id.catch(() => byKey!.delete(key));
  }
  return id;
}

/**
 * A valid new document of the kind as the writer's client runs it: fixture `index` (default the first)
 * of that shape without its translations and links, every reference pointing at an item of the
 * writer's company made from the fixture it names.
 */
export async function sampleDoc(w: Writer, kind: ResolvedKind, opts: { index?: number } = {}): Promise<KindRecord> {
  const list = fixturesOf(kind.id, kind.variant);
  const fixture = list?.[opts.index ?? 0];
  if (!fixture) throw new Error(`plugins/${kind.id}/fixtures.ts has no fixture ${opts.index ?? 0} of the "${kind.variant}" shape`);
  const { doc: withLinks } = splitFixtureTranslations(fixture);
  const { doc } = splitFixtureLinks(withLinks);
  const ids = new Map<string, number>();
  for (const ref of refsIn(doc)) ids.set(`${ref.$fixture}:${ref.index}`, await refTarget(w, ref.$fixture, ref.index));
  return resolveFixtureRefs(structuredClone(doc), (k, i) => ids.get(`${k}:${i}`)!);
}

type Prop = [name: string, schema: JsonSchema];

const propsOf = (kind: ResolvedKind): Prop[] => Object.entries((kind.schema.properties ?? {}) as Record<string, JsonSchema>);
const requiredOf = (kind: ResolvedKind): string[] => (kind.schema.required as string[] | undefined) ?? [];
const isRef = (s: JsonSchema) => !!s['x-ref'];
const isScalar = (s: JsonSchema) => ['string', 'number', 'integer', 'boolean'].includes(s.type as string);

/** A text property with no format, choice or reference that takes this value (its length and pattern). */
function isPlainText(s: JsonSchema, value = 'Plain text'): boolean {
  if (s.type !== 'string' || s.enum || s.const !== undefined || s.format || isRef(s)) return false;
  if (value.length > ((s.maxLength as number | undefined) ?? Infinity) || value.length < ((s.minLength as number | undefined) ?? 0)) return false;
  return !s.pattern || new RegExp(s.pattern as string).test(value);
}

/** The text property whose value names an item in lists and searches (its list item's title): `title`, a story's `name`. */
export function labelField(kind: ResolvedKind, doc: KindRecord): string {
  const marker = 'Zqx label marker';
  const found = propsOf(kind).find(([name, s]) => isPlainText(s, marker) && String(kind.list.toListItem({ ...doc, [name]: marker }).title ?? '').includes(marker));
  if (!found) throw new Error(`${kind.id}: no text property names its list item (toListItem().title)`);
  return found[0];
}

/** The document with its label field set: a title tests can find it by. */
export function labelled(kind: ResolvedKind, doc: KindRecord, label: string): KindRecord {
  return { ...doc, [labelField(kind, doc)]: label };
}

/**
 * A change an author would make to a document: another text property (one it has first), else a
 * number moved by one within its bounds. Never the label field, never a reference.
 */
export function changeFor(kind: ResolvedKind, doc: KindRecord): KindRecord {
  const label = labelField(kind, doc);
  const texts = propsOf(kind).filter(([name, s]) => name !== label && isPlainText(s, 'Changed text again'));
  const text = texts.find(([name]) => doc[name] !== undefined) ?? texts[0];
  if (text) return { [text[0]]: doc[text[0]] === 'Changed text' ? 'Changed text again' : 'Changed text' };
  for (const [name, s] of propsOf(kind)) {
    if ((s.type !== 'integer' && s.type !== 'number') || isRef(s) || s.enum || typeof doc[name] !== 'number') continue;
    const v = doc[name] as number;
    const up = v + 1 <= ((s.maximum as number | undefined) ?? Infinity);
    return { [name]: up ? v + 1 : v - 1 };
  }
  throw new Error(`${kind.id}: no text or number property a test could change`);
}

/**
 * An optional property `delete-field` may clear: a plain one the document has (no choice, default or
 * reference, which the server may fill again), else a text one added to it; undefined when the kind has none.
 */
export function optionalField(kind: ResolvedKind, doc: KindRecord): { name: string; doc: KindRecord } | undefined {
  const required = requiredOf(kind);
  const candidates = propsOf(kind).filter(([name, s]) => !required.includes(name) && isScalar(s) && !s.enum && s.default === undefined && !isRef(s));
  const present = candidates.find(([name]) => doc[name] !== undefined);
  if (present) return { name: present[0], doc };
  const text = candidates.find(([, s]) => isPlainText(s, 'Optional text'));
  return text ? { name: text[0], doc: { ...doc, [text[0]]: 'Optional text' } } : undefined;
}

/** A required property whose absence the server refuses, naming it: the label field when required, else the first required text or number. */
export function requiredField(kind: ResolvedKind, doc: KindRecord): string | undefined {
  const required = requiredOf(kind);
  const label = labelField(kind, doc);
  if (required.includes(label)) return label;
  return propsOf(kind).find(([name, s]) => required.includes(name) && isScalar(s) && s.type !== 'boolean' && !isRef(s))?.[0];
}
