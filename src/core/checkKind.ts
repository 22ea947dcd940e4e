import type { KindDefinition, ResolvedKind } from './defineKind.ts';
import { kindVariant, variantNames } from './defineKind.ts';
import type { JsonSchema } from './jsonSchema.ts';
import { checkKindSlots } from './checkKindSlots.ts';
import { checkPreviewFields } from './checkPreviewFields.ts';
import { CONSOLE_TABS } from './consoleTabs.ts';
import type { KindPage } from './kindConsole.ts';
import { kindRouteClaims } from './kindRouteClaims.ts';
import { pointsAt } from './referrers.ts';
import { isMultiTarget, relationTargets } from './relations.ts';
import { refKinds, schemaAnnotations } from './schemaAnnotations.ts';
import { unknownUiKeys, uiFields, uiWidgets } from './uiSchemaKeys.ts';

/** Checks the registry runs besides its own; a failure is a message (the file is named by the caller). */
export interface RegistryChecks {
  /** Throws when a schema does not compile (the server passes ajv). */
  compileSchema?(schema: JsonSchema): void;
  /** Widget names the console has built in; any other `ui:widget` must be one of the kind's own. */
  widgets?: readonly string[];
  /**
   * The names and paths of the console's own routes (login, info, settings, dashboard …): a kind's
   * tab, edit route or page must take none of them, and an editor link must name one of them or a
   * kind's route. The server, which has no routes, passes none (kinds are still checked among themselves).
   */
  routes?: { names: readonly string[]; paths: readonly string[] };
}

/** Thrown at start-up when a plugin is wrong; the message names the file to fix. */
export class KindRegistryError extends Error {}

const LANGS = ['en', 'zh', 'es'] as const;

/** The message namespaces a kind may define: its own, so two kinds never overwrite each other's words. */
export const kindMessagePrefixes = (id: string) => [`kind.${id}.`, `field.${id}.`, `rule.${id}.`, `${id}.`];

function fail(file: string, message: string): never {
  throw new KindRegistryError(`${file}: ${message}`);
}

/** The subschema at a schema path (`*` steps into `items`). */
function schemaAt(schema: JsonSchema, path: readonly string[]): JsonSchema | undefined {
  let at: JsonSchema | undefined = schema;
  for (const part of path) at = part === '*' ? (at?.items as JsonSchema | undefined) : at?.properties?.[part];
  return at;
}

/** Checks one shape (the base or a variant) of a kind: schema, UI schema, widgets and sibling arrays. */
function checkShape(kind: ResolvedKind, checks: RegistryChecks, file: string, label: string) {
  const schemaFile = `schemas/${kind.id}.schema.json${label}`;
  const uiFile = `schemas/${kind.id}.ui.json${label}`;
  if (!kind.schema || kind.schema.type !== 'object') fail(schemaFile, 'the schema must be an object schema');
  try {
    checks.compileSchema?.(kind.schema);
  } catch (err) {
    fail(schemaFile, `does not compile: ${(err as Error).message}`);
  }
  const missing = unknownUiKeys(kind.schema, kind.uiSchema ?? {});
  if (missing.length) fail(uiFile, `ui keys not in the schema: ${missing.join(', ')}`);
  if (checks.widgets) {
    const own = kind.console?.widgets ?? [];
    const unknown = uiWidgets(kind.uiSchema ?? {}).filter((w) => !checks.widgets!.includes(w) && !own.includes(w));
    if (unknown.length) fail(uiFile, `unknown widget(s): ${unknown.join(', ')}`);
    const clash = own.filter((w) => checks.widgets!.includes(w));
    if (clash.length) fail(file, `console widget(s) ${clash.join(', ')} duplicate built-in widgets`);
  }
  const unknownFields = uiFields(kind.uiSchema ?? {}).filter((f) => !(kind.console?.fields ?? []).includes(f));
  if (unknownFields.length) fail(uiFile, `unknown field(s): ${unknownFields.join(', ')}`);
  checkPages(kind, file, label);
  const ann = schemaAnnotations(kind.schema);
  for (const sib of ann.siblings) {
    if (!ann.keyed.some((k) => k.path.join('/') === sib.arrayPath.join('/'))) {
      fail(schemaFile, `x-sibling at ${sib.path.join('.')} points at ${sib.array}, which is not an array with x-key`);
    }
  }
  for (const ref of ann.refs) {
    if (typeof ref.kind !== 'string') {
      // The sibling that says which kind must offer exactly the kinds the reference may point at.
      const sibling = schemaAt(kind.schema, [...ref.path.slice(0, -1), ref.kindField ?? ''])?.enum;
      const same = Array.isArray(sibling) && sibling.length === ref.kind.length && ref.kind.every((k) => sibling.includes(k));
      if (!same) fail(schemaFile, `x-ref at ${ref.path.join('.')} lists kinds ${refKinds(ref).join(', ')}: its kindField "${ref.kindField}" must be a sibling property with exactly these as its enum`);
    }
    const where = ref.path.join('.');
    if (ref.onDestroy === 'removeEntry') {
      // The entry is an object in a list: `<list>.*.<property>`.
      const entry = ref.path.length >= 3 && !ref.many && ref.path[ref.path.length - 2] === '*';
      if (!entry) fail(schemaFile, `x-ref at ${where} has onDestroy "removeEntry" but is not a property of a list entry`);
      const list = schemaAt(kind.schema, ref.path.slice(0, -2));
      if (typeof list?.minItems === 'number' && list.minItems > 0) fail(schemaFile, `x-ref at ${where} has onDestroy "removeEntry" but its list needs minItems ${list.minItems}: use "restrict"`);
      continue;
    }
    if (ref.onDestroy !== 'remove') continue;
    // Clearing the reference when its target is destroyed must leave a valid item behind.
    if (ref.many) {
      const list = schemaAt(kind.schema, ref.path.slice(0, -1));
      if (typeof list?.minItems === 'number' && list.minItems > 0) fail(schemaFile, `x-ref at ${where} has onDestroy "remove" but its list needs minItems ${list.minItems}: use "restrict"`);
    } else {
      const parent = schemaAt(kind.schema, ref.path.slice(0, -1));
      if (parent?.required?.includes(ref.path[ref.path.length - 1])) fail(schemaFile, `x-ref at ${where} has onDestroy "remove" but is required: use "restrict"`);
    }
  }
  if (kind.place?.triggers !== undefined) checkTriggers(kind, ann.keyed.map((k) => `/${k.path.join('/')}`), file, label);
  if (kind.scheduledAt !== undefined) {
    // The dashboard's schedule orders by this property in SQL: it must be a date-time of the document.
    const prop = Object.hasOwn(kind.schema.properties ?? {}, kind.scheduledAt) ? kind.schema.properties![kind.scheduledAt] : undefined;
    if (prop?.type !== 'string' || prop.format !== 'date-time') fail(file, `scheduledAt "${kind.scheduledAt}" is not a date-time property of the schema`);
  }
  if (kind.list.fields) {
    const unknownList = kind.list.fields.filter((f) => !Object.hasOwn(kind.schema.properties ?? {}, f));
    if (unknownList.length) fail(file, `list.fields${label} not in the schema: ${unknownList.join(', ')}`);
  }
  // A field filter runs on the slim list: its field must be an enum the slim list carries.
  for (const filter of kind.list.filters ?? []) {
    if (typeof filter?.field !== 'string') continue;
    const prop = Object.hasOwn(kind.schema.properties ?? {}, filter.field) ? kind.schema.properties![filter.field] : undefined;
    if (!Array.isArray(prop?.enum) || prop.enum.length === 0) fail(file, `list.filters${label}: field "${filter.field}" is not an enum property of the schema`);
    if (kind.list.fields && !kind.list.fields.includes(filter.field)) fail(file, `list.filters${label}: field "${filter.field}" is not in list.fields (the slim list would not carry it)`);
  }
}

/** One path segment the console's router reads as itself (its patterns are regular expressions). */
const SEGMENT = /^[A-Za-z0-9_&-]+$/;
/** A page's path: `/GamePlay`, `/Turer/:id`. */
const PAGE_PATH = /^(\/(:[A-Za-z_]\w*|[A-Za-z0-9_&-]+))+$/;

/** A shape's hidden pages: a path, a route name, a title among the kind's messages; one page per name. */
function checkPages(kind: ResolvedKind, file: string, label: string) {
  const pages = kind.console?.pages ?? [];
  if (!Array.isArray(pages)) fail(file, `console.pages${label} must be a list of { path, name, title }`);
  const names = new Set<string>();
  pages.forEach((page, i) => {
    const where = `console.pages[${i}]${label}`;
    if (!page || typeof page !== 'object') fail(file, `${where} must be { path, name, title }, e.g. { path: '/Start', name: 'Start', title: 'kind.${kind.id}.page.start' }`);
    if (typeof page.path !== 'string' || !PAGE_PATH.test(page.path)) fail(file, `${where}: path "${String(page.path)}" must start with / and be segments of letters, digits, _ - and & (or :parameters)`);
    if (typeof page.name !== 'string' || !page.name.trim()) fail(file, `${where}: name must be a route name`);
    if (names.has(page.name)) fail(file, `${where}: page "${page.name}" is declared twice`);
    names.add(page.name);
    if (typeof page.title !== 'string' || !Object.hasOwn(kind.messages?.en ?? {}, page.title)) {
      fail(file, `${where}: title "${String(page.title)}" is not in the kind's messages`);
    }
  });
}

/** A kind's tab declaration: a finite order, a route name, an edit route with a one-segment path and a name. */
function checkTab(kind: ResolvedKind, file: string) {
  if (CONSOLE_TABS.some((t) => t.key === kind.route)) fail(file, `route "${kind.route}" is the key of the console's own ${kind.route} tab`);
  const tab = kind.tab;
  if (tab === undefined) return;
  if (!tab || typeof tab !== 'object') fail(file, 'tab must be { order, name?, edit? }');
  if (typeof tab.order !== 'number' || !Number.isFinite(tab.order)) fail(file, `tab.order must be a number (the console's own tabs: ${CONSOLE_TABS.map((t) => `${t.key} ${t.order}`).join(', ')})`);
  // The name is an address too (`/Q&A` opens the qa tab): only what a path pattern reads as itself.
  if (tab.name !== undefined && (typeof tab.name !== 'string' || !SEGMENT.test(tab.name))) fail(file, `tab.name "${String(tab.name)}" must be a route name of letters, digits, _ - and &`);
  if (tab.edit !== undefined) {
    const edit = tab.edit as { path?: unknown; name?: unknown };
    if (typeof edit?.path !== 'string' || !SEGMENT.test(edit.path)) fail(file, `tab.edit.path "${String(edit?.path)}" must be one path segment of letters, digits, _ - and & (\`X\` is /X/:id)`);
    if (typeof edit.name !== 'string' || !edit.name.trim()) fail(file, 'tab.edit.name must be a route name');
  }
}

/** A trigger declaration: functions where functions belong, pages held by a keyed array of the schema. */
function checkTriggers(kind: ResolvedKind, keyedArrays: readonly string[], file: string, label: string) {
  const t = kind.place?.triggers as unknown as Record<string, unknown>;
  const where = `place.triggers${label}`;
  if (!t || typeof t !== 'object' || typeof t.zones !== 'function') fail(file, `${where} must be an object with a zones(record) function`);
  if (t.walk !== undefined && typeof t.walk !== 'function') fail(file, `${where}.walk must be a function of the record`);
  if (t.wholeList !== undefined && typeof t.wholeList !== 'boolean') fail(file, `${where}.wholeList must be true or false`);
  if (t.pages !== undefined) {
    const pages = t.pages as { pointer?: unknown; of?: unknown };
    if (typeof pages.of !== 'function') fail(file, `${where}.pages.of must be a function of the record`);
    // The phone opens a page through the emulator's `open` pointer: it must be an array whose children have keys.
    if (typeof pages.pointer !== 'string' || !keyedArrays.includes(pages.pointer.replace(/\/\*?$/, ''))) {
      fail(file, `${where}.pages.pointer "${String(pages.pointer)}" is not an array with x-key in the schema (keyed: ${keyedArrays.join(', ') || 'none'})`);
    }
  }
}

/** Each list filter names exactly one field or one kind, and no two filters are the same. */
function checkListFilters(kind: ResolvedKind, file: string) {
  if (kind.list.filters === undefined) return;
  if (!Array.isArray(kind.list.filters)) fail(file, 'list.filters must be a list of { field } or { usedBy }');
  const seen = new Set<string>();
  for (const filter of kind.list.filters) {
    const keys = filter && typeof filter === 'object' ? Object.keys(filter) : [];
    const key = keys.length === 1 && (keys[0] === 'field' || keys[0] === 'usedBy') ? keys[0] : undefined;
    const value = key ? (filter as Record<string, unknown>)[key] : undefined;
    if (!key || typeof value !== 'string' || !value) fail(file, `list.filters: ${JSON.stringify(filter)} must be { field: '<enum property>' } or { usedBy: '<kind id>' }`);
    const id = `${key}:${value}`;
    if (seen.has(id)) fail(file, `list.filters: ${key} "${value}" is listed twice`);
    seen.add(id);
  }
}

/** One catalogue of a kind's words: inside its namespaces, the same ids in every language, none empty. */
function checkMessages(kindId: string, messages: NonNullable<KindDefinition['messages']>, file: string, where: string) {
  const prefixes = kindMessagePrefixes(kindId);
  const en = Object.keys(messages.en ?? {}).sort();
  for (const lang of LANGS) {
    const cat = messages[lang];
    if (!cat) fail(file, `${where}.${lang} is missing (every kind speaks en, zh and es)`);
    const keys = Object.keys(cat).sort();
    const outside = keys.filter((k) => !prefixes.some((p) => k.startsWith(p)));
    if (outside.length) fail(file, `${where}.${lang}: ids outside the kind's namespaces (${prefixes.join(', ')}): ${outside.join(', ')}`);
    const diff = [...en.filter((k) => !keys.includes(k)), ...keys.filter((k) => !en.includes(k))];
    if (diff.length) fail(file, `${where}.${lang} and ${where}.en differ in: ${diff.join(', ')}`);
    const empty = keys.filter((k) => !String(cat[k]).trim());
    if (empty.length) fail(file, `${where}.${lang}: empty message(s): ${empty.join(', ')}`);
  }
}

/** Checks one kind on its own (every shape of it, its messages); cross-kind checks are in checkKindLinks. */
export function checkKind(kind: ResolvedKind, def: KindDefinition, checks: RegistryChecks, file: string) {
  const slots = checkKindSlots(def);
  if (slots) fail(file, slots);
  checkListFilters(kind, file);
  checkTab(kind, file);
  for (const name of variantNames(kind)) {
    const shape = kindVariant(kind, name);
    checkShape(shape, checks, file, name === kind.variant ? '' : ` (variant "${name}")`);
    const own = kind.variants?.[name]?.messages;
    if (own) checkMessages(kind.id, own, file, `variants.${name}.messages`);
  }
  // A page is one route: the shapes that declare it agree on its path and title.
  const pages = new Map<string, KindPage>();
  for (const name of variantNames(kind)) {
    for (const page of kindVariant(kind, name).console?.pages ?? []) {
      const first = pages.get(page.name);
      if (first && (first.path !== page.path || first.title !== page.title)) fail(file, `console page "${page.name}" is declared with another path or title in variant "${name}"`);
      pages.set(page.name, page);
    }
  }
  if (def.messages) {
    checkMessages(kind.id, def.messages, file, 'messages');
    const en = Object.keys(def.messages.en ?? {});
    for (const id of [kind.labels.tab, kind.labels.item]) {
      if (!en.includes(id)) fail(file, `label "${id}" is not in the kind's messages`);
    }
  }
  (kind.editorLinks ?? []).forEach((link, i) => {
    if (!def.messages || !Object.hasOwn(def.messages.en ?? {}, link.label)) fail(file, `editorLinks[${i}]: label "${link.label}" is not in the kind's messages`);
    if (typeof link.route !== 'string' || !link.route) fail(file, `editorLinks[${i}]: route must be a route name`);
    for (const [key, value] of Object.entries(link.query ?? {})) {
      if (typeof value !== 'string') fail(file, `editorLinks[${i}]: query.${key} must be a string (":id" for the item's id)`);
    }
  });
  for (const [name, rel] of Object.entries(kind.relations ?? {})) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) fail(file, `relation "${name}" must be a lowercase slug`);
    for (const [op, alias] of Object.entries(rel.aliases ?? {})) {
      if (typeof alias !== 'string' || !alias.startsWith('/')) fail(file, `relation "${name}": alias ${op} must be a path starting with /`);
    }
    const targets = relationTargets(rel);
    if (targets.length === 0 || new Set(targets).size !== targets.length) fail(file, `relation "${name}": target must name one kind or several different kinds`);
    if (isMultiTarget(rel) && rel.bodyField) fail(file, `relation "${name}": bodyField needs a relation with one target kind`);
    if (isMultiTarget(rel) && rel.aliases && (rel.aliases.link || rel.aliases.unlink)) {
      fail(file, `relation "${name}" links several kinds: give link and unlink aliases per kind in kindAliases`);
    }
    for (const [target, aliases] of Object.entries(rel.kindAliases ?? {})) {
      if (!targets.includes(target)) fail(file, `relation "${name}": kindAliases names "${target}", which is not one of its targets (${targets.join(', ')})`);
      for (const [op, alias] of Object.entries(aliases)) {
        if (op === 'list' || op === 'reorder') fail(file, `relation "${name}": kindAliases.${target}.${op}: lists and reorders cover every kind; give them in aliases`);
        if (typeof alias !== 'string' || !alias.startsWith('/')) fail(file, `relation "${name}": kindAliases.${target}.${op} must be a path starting with /`);
      }
    }
  }
  for (const ep of kind.server?.endpoints ?? []) {
    if (!ep.path.startsWith('/')) fail(file, `endpoint "${ep.path}" must start with /`);
  }
}

/** Checks what one kind says about others: references, relations, list-item field kinds, widgets, endpoint paths, console routes. */
export function checkKindLinks(kinds: readonly ResolvedKind[], files: Map<string, string>, checks: RegistryChecks = {}) {
  const ids = new Set(kinds.map((k) => k.id));
  const widgetOwner = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const kind of kinds) {
    const file = files.get(kind.id)!;
    for (const name of variantNames(kind)) {
      for (const ref of schemaAnnotations(kindVariant(kind, name).schema).refs) {
        for (const target of refKinds(ref)) {
          if (!ids.has(target)) fail(`schemas/${kind.id}.schema.json`, `x-ref at ${ref.path.join('.')} names unknown kind "${target}"`);
        }
      }
    }
    for (const [name, rel] of Object.entries(kind.relations ?? {})) {
      for (const target of relationTargets(rel)) {
        if (!ids.has(target)) fail(file, `relation "${name}" targets unknown kind "${target}"`);
      }
      const aliases = [...Object.values(rel.aliases ?? {}), ...Object.values(rel.kindAliases ?? {}).flatMap((a) => Object.values(a))];
      for (const alias of aliases) {
        const key = alias!.replace(/:[a-z]+/g, ':');
        const other = paths.get(key);
        if (other) fail(file, `relation path ${alias} is also used by ${other}`);
        paths.set(key, file);
      }
    }
    for (const ep of kind.server?.endpoints ?? []) {
      const key = `${ep.method} ${ep.path.replace(/:[a-zA-Z]+/g, ':')}`;
      const other = paths.get(key);
      if (other) fail(file, `endpoint ${ep.method} ${ep.path} is also declared by ${other}`);
      paths.set(key, file);
    }
    for (const filter of kind.list.filters ?? []) {
      if (filter.usedBy === undefined) continue;
      const by = kinds.find((k) => k.id === filter.usedBy);
      if (!by) fail(file, `list.filters: usedBy names unknown kind "${filter.usedBy}"`);
      if (!pointsAt(by, kind.id)) fail(file, `list.filters: usedBy "${filter.usedBy}", but no x-ref or relation of ${filter.usedBy} points at ${kind.id}`);
    }
    for (const name of variantNames(kind)) {
      for (const w of kindVariant(kind, name).console?.widgets ?? []) {
        const other = widgetOwner.get(w);
        if (other && other !== file) fail(file, `console widget "${w}" is also declared by ${other}`);
        widgetOwner.set(w, file);
      }
    }
  }
  const preview = checkPreviewFields(kinds, files);
  if (preview) fail(preview.file, preview.message);
  checkKindRoutes(kinds, files, checks);
}

/**
 * The routes kinds add to the console (tabs, tab names, edit routes, pages) take no name or path of the
 * console's own routes or of another kind's, and every editor link names a route that exists.
 */
function checkKindRoutes(kinds: readonly ResolvedKind[], files: Map<string, string>, checks: RegistryChecks) {
  const own = "the console's own routes";
  const names = new Map<string, string>((checks.routes?.names ?? []).map((n) => [n, own]));
  const paths = new Map<string, string>((checks.routes?.paths ?? []).map((p) => [pathKey(p), own]));
  for (const kind of kinds) {
    const file = files.get(kind.id)!;
    for (const claim of kindRouteClaims(kind)) {
      const label = `${claim.what} ${claim.name ? `"${claim.name}" (${claim.path})` : claim.path}`;
      const otherName = claim.name === undefined ? undefined : names.get(claim.name);
      if (otherName) fail(file, `${label}: the route name "${claim.name}" is also used by ${otherName}`);
      const otherPath = paths.get(pathKey(claim.path));
      if (otherPath) fail(file, `${label}: the path ${claim.path} is also used by ${otherPath}`);
      if (claim.name !== undefined) names.set(claim.name, `the ${claim.what} of ${file}`);
      paths.set(pathKey(claim.path), `the ${claim.what} of ${file}`);
    }
  }
  if (!checks.routes) return;
  for (const kind of kinds) {
    (kind.editorLinks ?? []).forEach((link, i) => {
      if (!names.has(link.route)) fail(files.get(kind.id)!, `editorLinks[${i}]: "${link.route}" is not a route name of the console's route table or of a kind`);
    });
  }
}

/** A path as the console's router tells paths apart: parameters unnamed, case ignored (`/Events/:id` is `/events/:item`). */
const pathKey = (path: string) => path.replace(/:[A-Za-z_]\w*/g, ':').toLowerCase();

/** Whether list.toListItem needs nothing beyond list.fields: the slim list would show the same as the full one. */
export function listFieldsSuffice(kind: ResolvedKind, record: Record<string, unknown>): boolean {
  if (!kind.list.fields) return true;
  const slim = Object.fromEntries(kind.list.fields.filter((f) => Object.hasOwn(record, f)).map((f) => [f, record[f]]));
  return JSON.stringify(kind.list.toListItem(slim)) === JSON.stringify(kind.list.toListItem(record));
}
