import type { RJSFValidationError } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRegistry } from '../../src/core/createKindRegistry.ts';
import type { ResolvedKind } from '../../src/core/defineKind.ts';
import type { JsonSchema } from '../../src/core/jsonSchema.ts';
import { makeTransformErrors } from '../../src/console/rjsf/formErrors.ts';
import { localizeSchema } from '../../src/console/registry/localizeSchema.ts';
import { createConsoleIntl } from '../../src/console/i18n/createConsoleIntl.ts';
import { formValidator } from '../../src/console/rjsf/formValidator.ts';
import { createKindValidator, type KindValidator } from '../../src/server/kinds/createKindValidator.ts';
import { loadClientPatches } from '../../src/server/kinds/loadClientPatches.ts';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { pluginFolders, ROOT } from './discoverKinds.ts';

// Every schema failure a user can meet is a sentence in their language naming the field by its label:
// the console's form and the server's 400 answers, for every kind as both demo clients run it.

type Lang = 'en' | 'es' | 'zh';
const LANGS: readonly Lang[] = ['en', 'es', 'zh'];
/** The demo clients: `demo` runs the kinds as they are, `fjord` the older station screen (its patch). */
const CLIENTS = ['demo', 'fjord'];
/** SPEC §5 words a rule with "should"; those sentences stay as SPEC has them. */
const SPEC_SENTENCES = new Set(['Length should be 3 to 5', 'Range should be 1 to 99']);
/** What ajv (or a programmer) would write, never a user's sentence. */
const RAW = /\bmust\b|\bshould\b|>=|<=|\bformat\b|\bpattern\b|\bschema\b|\ballowed values\b|\bis invalid\b/i;
/** ajv's capitals ("must NOT have more than 5 characters"). */
const RAW_NOT = /\bNOT\b/;
/** A JSON pointer (`/pages/0`) or a dotted path (`pages.0.page_title`). */
const POINTER = /(^|[\s:"'(])\/[\w~]|\b[a-z_]+\.\d+\b/;
const CONSTRAINTS = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'pattern', 'format', 'enum', 'const', 'type', 'minItems', 'maxItems', 'uniqueItems'] as const;

/** One schema keyword on one field, and a document that breaks it. */
interface Case {
  path: string[];
  keyword: string;
  doc: Record<string, unknown>;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type) as string | undefined;

/** A value of the field's type that no rule objects to (what an array is filled with). */
function plain(s: JsonSchema | undefined): unknown {
  if (!s) return {};
  const t = typeOf(s);
  if (Array.isArray(s.enum)) return s.enum[0];
  if (t === 'string') return 'abc';
  if (t === 'integer' || t === 'number') return typeof s.minimum === 'number' ? s.minimum : 1;
  if (t === 'boolean') return false;
  if (t === 'array') return [];
  return {};
}

/** A value that breaks `keyword` on this field, or undefined when the walk cannot build one. */
function breaking(s: JsonSchema, keyword: string): { value: unknown } | undefined {
  const n = (s as Record<string, unknown>)[keyword];
  switch (keyword) {
    case 'minLength': return { value: 'x'.repeat(Math.max(0, (n as number) - 1)) };
    case 'maxLength': return { value: 'x'.repeat((n as number) + 1) };
    case 'minimum': return { value: (n as number) - 1 };
    case 'maximum': return { value: (n as number) + 1 };
    case 'exclusiveMinimum': case 'exclusiveMaximum': return { value: n };
    case 'multipleOf': return { value: (n as number) * 1.5 };
    case 'pattern': {
      const re = new RegExp(n as string, 'u');
      const value = ['!! ?', 'ftp:x', '', 'x'].find((v) => !re.test(v));
      return value === undefined ? undefined : { value };
    }
    case 'format': return { value: 'not a valid value' };
    case 'enum': return { value: typeof (n as unknown[])[0] === 'number' ? 987654 : 'not-a-choice' };
    case 'const': return { value: n === true ? false : 'not-it' };
    case 'type': {
      const t = typeOf(s);
      return { value: t === 'string' ? 42 : t === 'boolean' ? 'yes' : 'abc' };
    }
    case 'minItems': return (n as number) > 0 ? { value: Array.from({ length: (n as number) - 1 }, () => plain(s.items)) } : undefined;
    case 'maxItems': return { value: Array.from({ length: (n as number) + 1 }, () => plain(s.items)) };
    case 'uniqueItems': return n === true ? { value: [plain(s.items), plain(s.items)] } : undefined;
    default: return undefined;
  }
}

/** Puts a value at a path of property names (`*` is an array's first child), inside `base`. */
function placed(base: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const doc = structuredClone(base);
  let node: any = doc;
  path.forEach((seg, i) => {
    const last = i === path.length - 1;
    const next = path[i + 1];
    const key = seg === '*' ? 0 : seg;
    if (last) node[key] = value;
    else node = node[key] ??= next === '*' ? [] : {};
  });
  return doc;
}

/** The document that makes an if/then rule's condition true (`active_beacon: true`), so its `then` applies. */
function whenTrue(s: JsonSchema): Record<string, unknown> {
  const props = (s.if as JsonSchema | undefined)?.properties ?? {};
  return Object.fromEntries(Object.entries(props).flatMap(([k, p]) => ('const' in p ? [[k, p.const]] : [])));
}

/** Every keyword of every field in the schema, each with a document that breaks it. */
function casesOf(schema: JsonSchema, path: string[] = [], base: Record<string, unknown> = {}): Case[] {
  const out: Case[] = [];
  // A required field: the object that holds it, empty (a child object or array child, or the document).
  const holder = path.length ? placed(base, path, {}) : structuredClone(base);
  // A field with a default is filled in by both validators when absent: it cannot go missing.
  const missable = (name: string) => schema.properties?.[name]?.default === undefined;
  for (const name of (schema.required ?? []).filter(missable)) out.push({ path: [...path, name], keyword: 'required', doc: holder });
  // An if/then rule's required fields, with its condition met (a station's beacon switched on).
  if (path.length === 0 && schema.then) {
    for (const name of (schema.then as JsonSchema).required ?? []) out.push({ path: [name], keyword: 'required', doc: whenTrue(schema) });
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const at = [...path, key];
    for (const keyword of CONSTRAINTS) {
      if (!(keyword in child)) continue;
      const broken = breaking(child, keyword);
      if (broken) out.push({ path: at, keyword, doc: placed(base, at, broken.value) });
    }
    if (typeOf(child) === 'object' || child.properties) out.push(...casesOf(child, at, base));
    const items = child.items as JsonSchema | undefined;
    if (items?.properties) out.push(...casesOf(items, [...at, '*'], base));
    // A list of plain values (a share's platforms): each value's own keywords, on the first entry.
    else if (items) {
      for (const keyword of CONSTRAINTS) {
        const broken = keyword in items ? breaking(items, keyword) : undefined;
        if (broken) out.push({ path: [...at, '*'], keyword, doc: placed(base, [...at, '*'], broken.value) });
      }
    }
  }
  return out;
}

/** The schema node at a path of property names (`*` for an array's items). */
function nodeAt(schema: JsonSchema, path: readonly string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const seg of path) node = seg === '*' ? (node?.items as JsonSchema | undefined) : node?.properties?.[seg];
  return node;
}

/** One message a user would read, where it came from and whether it is about the case's own field. */
interface Said {
  text: string;
  side: 'form' | 'api' | 'api headline';
  own: boolean;
}

let registry: KindRegistry;
let validator: KindValidator;

beforeAll(async () => {
  registry = await loadKindRegistry(ROOT);
  validator = createKindValidator(registry, loadClientPatches(ROOT, registry));
});

/** What the form and the server say about a document, in one language. */
function messages(kind: ResolvedKind, client: string, lang: Lang, c: Case): Said[] {
  const forClient = validator.kindFor(kind, client);
  const intl = createConsoleIntl(lang, registry.kinds);
  const own = forClient.messages?.[lang];
  const lookup = (id: string) => own?.[id] ?? (id in intl.messages ? intl.formatMessage({ id }) : undefined);
  const { schema, uiSchema } = localizeSchema(kind.id, forClient.schema, forClient.uiSchema, lookup);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // RJSF names a root property without the leading dot ("title"), a nested one with it (".pages.0.text").
  const property = c.path.map((s) => (s === '*' ? '0' : s)).join('.');
  const form = formValidator.validateFormData(c.doc, schema as never, undefined, makeTransformErrors(schema, t) as never, uiSchema as never);
  const said: Said[] = form.errors.map((e: RJSFValidationError) => ({ text: e.message ?? '', side: 'form' as const, own: e.property?.replace(/^\./, '') === property }));
  try {
    validator.check(kind, client, c.doc, lang);
  } catch (err) {
    const { message, extra } = err as { message: string; extra: { errors?: { field: string; message: string }[] } };
    said.push({ text: message, side: 'api headline', own: false });
    for (const e of extra.errors ?? []) said.push({ text: e.message, side: 'api', own: e.field === property });
  }
  return said;
}

/** The label a user knows the field by in the language (the form's title), and the kind's own words for its failures. */
function wordsFor(kind: ResolvedKind, client: string, lang: Lang, path: readonly string[]): { label: string; own: Set<string> } {
  const forClient = validator.kindFor(kind, client);
  const ids = path.filter((s) => s !== '*').join('.');
  const all = { ...forClient.messages?.en, ...forClient.messages?.[lang] };
  const label = all[`field.${kind.id}.${ids}`] ?? nodeAt(forClient.schema, path)?.title ?? '';
  const own = new Set(Object.entries(all).filter(([id]) => id.startsWith(`field.${kind.id}.${ids}.`)).map(([, text]) => text));
  return { label, own };
}

describe('schema failures read as sentences in the user’s language', () => {
  // A plugin folder is named after its kind (the kind contract checks it).
  const kindIds = pluginFolders();

  for (const client of CLIENTS) {
    for (const kindId of kindIds) {
      it(`${kindId} as ${client} runs it: every keyword, in the form and in the API, in en, es and zh`, () => {
        const kind = registry.get(kindId);
        const schema = validator.kindFor(kind, client).schema;
        const cases = casesOf(schema);
        expect(cases.length, 'the walk finds the schema’s keywords').toBeGreaterThan(0);
        const problems: string[] = [];
        for (const c of cases) {
          const where = `${c.path.join('.')} ${c.keyword}`;
          const english = new Set(messages(kind, client, 'en', c).map((s) => s.text));
          for (const lang of LANGS) {
            const { label, own } = wordsFor(kind, client, lang, c.path);
            const said = messages(kind, client, lang, c);
            for (const side of ['form', 'api'] as const) {
              if (!said.some((s) => s.own && s.side === side)) problems.push(`${lang} ${where}: the ${side} does not name the field (${said.map((s) => s.text).join(' | ')})`);
            }
            for (const s of said) {
              const tag = `${lang} ${where} (${s.side}): "${s.text}"`;
              if (!s.text.trim()) problems.push(`${tag} is empty`);
              if ((RAW.test(s.text) || RAW_NOT.test(s.text)) && !SPEC_SENTENCES.has(s.text)) problems.push(`${tag} reads like the validator`);
              if (POINTER.test(s.text)) problems.push(`${tag} names a path, not a field`);
              const keys = c.path.filter((p) => p.includes('_'));
              for (const key of keys) if (new RegExp(`\\b${key}\\b`).test(s.text)) problems.push(`${tag} names the property ${key}`);
              if (s.own && !own.has(s.text) && label && !s.text.includes(label)) problems.push(`${tag} does not name the field "${label}"`);
              if (lang !== 'en' && english.has(s.text)) problems.push(`${tag} is the English sentence`);
            }
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

describe('SPEC §5’s station words, whichever screen and whichever side complains', () => {
  const station = () => registry.get('station');
  const said = (client: string, doc: Record<string, unknown>, path: string) => {
    const c: Case = { path: path.split('.'), keyword: '', doc };
    return messages(station(), client, 'en', c).filter((s) => s.own).map((s) => `${s.side}: ${s.text}`);
  };

  it('words the beacon id length, the range limits and the coordinates as SPEC §5 does on both station screens', () => {
    for (const client of CLIENTS) {
      const base = client === 'fjord' ? { navn: 'Pier', title: 'Pier', range: 2 } : { title: 'Pier', active_beacon: true, range: 2, beacon_id: 'ABC' };
      expect(said(client, { ...base, beacon_id: 'AB' }, 'beacon_id'), client).toEqual(['form: Length should be 3 to 5', 'api: Length should be 3 to 5']);
      expect(said(client, { ...base, range: 0 }, 'range'), client).toEqual(['form: Range should be 1 to 99', 'api: Range should be 1 to 99']);
      expect(said(client, { ...base, latitude: 95 }, 'latitude'), client).toEqual(['form: Please input digits', 'api: Please input digits']);
    }
    expect(said('fjord', { navn: 'Pier', title: 'Pier' }, 'range')).toEqual(['form: Range is required', 'api: Range is required']);
    expect(said('demo', { title: 'Pier', active_beacon: true, beacon_id: 'ABC' }, 'range')).toEqual(['form: Please input Range', 'api: Please input Range']);
  });
});
