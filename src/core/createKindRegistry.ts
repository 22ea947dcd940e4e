import { checkKind, checkKindLinks, KindRegistryError, type RegistryChecks } from './checkKind.ts';
import { resolveKind, type KindDefinition, type ResolvedKind } from './defineKind.ts';
import type { KindServer } from './kindServer.ts';
import { expandAnyKindRefs } from './anyKindRefs.ts';
import { byTabOrder } from './tabSlots.ts';
import { RIGHTS } from './roles.ts';

/** The frozen set of kinds the console and the server run with. */
export interface KindRegistry {
  readonly kinds: readonly ResolvedKind[];
  /** The kind with this id; throws when there is none, so a typo never falls back silently. */
  get(id: string): ResolvedKind;
  /** The kind whose API entity is `{x}`, or undefined (an unknown path is a 404, not a crash). */
  byEntity(entity: string): ResolvedKind | undefined;
  /** The kind whose console route key is given, or undefined. */
  byRoute(route: string): ResolvedKind | undefined;
}

export { KindRegistryError, type RegistryChecks } from './checkKind.ts';

const SLUG = /^[a-z][a-z0-9_]*$/;

/** API path segments the server uses itself; a kind's entity must not shadow them. */
export const RESERVED_ENTITIES = ['login', 'logout', 'user', 'tab_types', 'companies', 'media', 'person', 'settings', 'geocode', 'vimeo-config', 'map-config', 'groups', 'reviews'];

/** The folder name of `…/plugins/<folder>/index.ts` (or of its server module, `server.ts`). */
export function pluginFolder(file: string, module: 'index' | 'server' = 'index'): string {
  const m = new RegExp(`plugins/([^/]+)/${module}\\.tsx?$`).exec(file.replace(/\\/g, '/'));
  if (!m) throw new KindRegistryError(`${file}: plugins must live at plugins/<id>/${module}.ts`);
  return m[1];
}

/** The definition with its `x-ref: { kind: "*" }` (in its schema and its variants') naming this registry's kinds. */
function withAnyKindRefs(def: KindDefinition, ids: readonly string[]): KindDefinition {
  const variants = def.variants && Object.fromEntries(Object.entries(def.variants).map(([n, v]) => [n, { ...v, schema: expandAnyKindRefs(v.schema, ids, def.id) }]));
  return { ...def, schema: expandAnyKindRefs(def.schema, ids, def.id), ...(variants ? { variants } : {}) };
}

/** The server modules (`plugins/<id>/server.ts`) by kind id; one without its kind's index throws naming the file. */
function serverParts(serverModules: Record<string, unknown>, ids: ReadonlySet<string>): Map<string, KindServer> {
  const out = new Map<string, KindServer>();
  for (const [file, mod] of Object.entries(serverModules)) {
    const folder = pluginFolder(file, 'server');
    const server = (mod as { default?: KindServer })?.default;
    if (!server || typeof server !== 'object') throw new KindRegistryError(`${file}: must export default defineKindServer({...})`);
    if (!ids.has(folder)) throw new KindRegistryError(`${file}: no kind "${folder}" beside it (plugins/${folder}/index.ts)`);
    // A call without a declared right would be open to every role, viewers included: say so at start-up.
    for (const ep of server.endpoints ?? []) {
      if (ep?.right !== 'read' && !(RIGHTS as readonly unknown[]).includes(ep?.right)) {
        throw new KindRegistryError(`${file}: endpoint ${ep?.method} ${ep?.path} must declare right: 'read' or one of ${RIGHTS.join(', ')}`);
      }
    }
    out.set(folder, server);
  }
  return out;
}

/**
 * Builds the registry from discovered plugin modules (`{ file: module }`), checking each one and
 * throwing a KindRegistryError naming the file on the first problem. The server also hands the kinds'
 * server modules (`plugins/<id>/server.ts`), which become each kind's `server` part.
 */
export function createKindRegistry(modules: Record<string, unknown>, checks: RegistryChecks = {}, serverModules: Record<string, unknown> = {}): KindRegistry {
  const ids = new Set(Object.keys(modules).map((file) => pluginFolder(file)));
  // Kinds in tab-bar order (then by id): the order in which a reference to any kind offers them.
  const inTabOrder = Object.keys(modules)
    .map((file) => ({ id: pluginFolder(file), tab: (modules[file] as { default?: KindDefinition })?.default?.tab }))
    .sort(byTabOrder).map((k) => k.id);
  const servers = serverParts(serverModules, ids);
  const kinds: ResolvedKind[] = [];
  const seen = new Map<string, string>();
  const files = new Map<string, string>();
  for (const [file, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const def = (mod as { default?: KindDefinition })?.default;
    if (!def || typeof def !== 'object' || typeof def.id !== 'string') {
      throw new KindRegistryError(`${file}: must export default defineKind({...})`);
    }
    const folder = pluginFolder(file);
    if (!SLUG.test(def.id)) throw new KindRegistryError(`${file}: kind id "${def.id}" must be a lowercase slug`);
    if (def.id !== folder) throw new KindRegistryError(`${file}: kind id "${def.id}" must equal its folder "${folder}"`);
    let kind: ResolvedKind;
    try {
      kind = resolveKind(withAnyKindRefs(def, inTabOrder));
      const server = servers.get(def.id);
      if (server) kind = { ...kind, server };
    } catch (err) {
      throw new KindRegistryError(`${file}: ${(err as Error).message}`);
    }
    if (RESERVED_ENTITIES.includes(kind.api.entity)) throw new KindRegistryError(`${file}: the API entity "${kind.api.entity}" is reserved by the server`);
    for (const key of [`id:${kind.id}`, `route:${kind.route}`, `entity:${kind.api.entity}`]) {
      const other = seen.get(key);
      if (other) throw new KindRegistryError(`${file}: duplicate kind ${key.replace(':', ' "')}" (also in ${other})`);
      seen.set(key, file);
    }
    try {
      checkKind(kind, def, checks, file);
    } catch (err) {
      if (err instanceof KindRegistryError) throw err;
      throw new KindRegistryError(`${file}: ${(err as Error).message}`);
    }
    files.set(kind.id, file);
    kinds.push(Object.freeze(kind));
  }
  checkKindLinks(kinds, files, checks);
  const frozen = Object.freeze(kinds);
  return Object.freeze({
    kinds: frozen,
    get(id: string) {
      const k = frozen.find((x) => x.id === id);
      if (!k) throw new KindRegistryError(`unknown kind "${id}"`);
      return k;
    },
    byEntity: (entity: string) => frozen.find((x) => x.api.entity === entity),
    byRoute: (route: string) => frozen.find((x) => x.route === route),
  });
}
