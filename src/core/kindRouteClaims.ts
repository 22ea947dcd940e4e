import { kindVariant, variantNames, type ResolvedKind } from './defineKind.ts';
import type { KindPage } from './kindConsole.ts';

/** One route a kind adds to the console: a name (absent for an address that only redirects) and a path. */
export interface KindRouteClaim {
  /** What it is, for error messages: `tab`, `tab name`, `edit route`, `page`. */
  what: string;
  name?: string;
  path: string;
}

/** The SPEC §2 route name of a kind's tab: its `tab.name`, else its route key. */
export function kindTabName(kind: ResolvedKind): string {
  return kind.tab?.name ?? kind.route;
}

/**
 * The address of a kind's tab name when it is not the tab's own (`/Q&A` for the qa tab): it opens the
 * tab. Undefined when the two differ only in case, as the console's router matches paths without case.
 */
export function kindTabNamePath(kind: ResolvedKind): string | undefined {
  const name = kindTabName(kind);
  return name.toLowerCase() === kind.route.toLowerCase() ? undefined : `/${name}`;
}

/** The path of a kind's edit route (`/Events/:id`), or undefined when it has none. */
export function kindEditPath(kind: ResolvedKind): string | undefined {
  return kind.tab?.edit ? `/${kind.tab.edit.path}/:id` : undefined;
}

/** A kind's hidden pages, its variants' included, each once by name (the first declaration wins). */
export function kindPages(kind: ResolvedKind): KindPage[] {
  const out: KindPage[] = [];
  for (const name of variantNames(kind)) {
    for (const page of kindVariant(kind, name).console?.pages ?? []) {
      if (!out.some((p) => p.name === page.name)) out.push(page);
    }
  }
  return out;
}

/**
 * Every route a kind adds to the console's table: its tab (`/<route>`, named by `kindTabName`), the
 * tab's name as an address when it differs (`/Q&A` opens `/qa`), its edit route and its pages.
 */
export function kindRouteClaims(kind: ResolvedKind): KindRouteClaim[] {
  const out: KindRouteClaim[] = [{ what: 'tab', name: kindTabName(kind), path: `/${kind.route}` }];
  const namePath = kindTabNamePath(kind);
  if (namePath) out.push({ what: 'tab name', path: namePath });
  const edit = kindEditPath(kind);
  if (edit) out.push({ what: 'edit route', name: kind.tab!.edit!.name, path: edit });
  for (const page of kindPages(kind)) out.push({ what: 'page', name: page.name, path: page.path });
  return out;
}
