import type { EditorLink } from '../../core/defineKind.ts';
import type { ConsoleRoutes } from '../routes/consoleRoutes.ts';

/**
 * Where a kind's editor link goes for an opened item, under the console base: the path of the route
 * it names among `routes` (the console's and the kinds'; a `:id` in it is the item's id) and the
 * link's query, where the value `:id` is the item's id
 * (`{ route: 'GamePlay', query: { game: ':id' } }` → `/GamePlay?game=42`). Undefined for an unknown route.
 */
export function editorLinkHref(routes: Pick<ConsoleRoutes, 'byName'>, link: EditorLink, itemId: number | string): string | undefined {
  const route = routes.byName(link.route);
  if (!route) return undefined;
  const id = String(itemId);
  const path = route.path.replace(/:id\b/g, encodeURIComponent(id));
  const query = new URLSearchParams(Object.entries(link.query ?? {}).map(([k, v]) => [k, v === ':id' ? id : v])).toString();
  return query ? `${path}?${query}` : path;
}
