import { resolveKind, type KindApi, type KindDefinition } from '../../src/core/defineKind.ts';
import achievement from '../../plugins/achievement/index.ts';
import webPage from '../../plugins/web_page/index.ts';

/** The API mapping of a kind the API tests exercise, read from its plugin (so tests follow the mapping). */
export function kindApi(id: 'web_page' | 'achievement'): KindApi {
  const defs: Record<string, KindDefinition<any>> = { web_page: webPage, achievement };
  return resolveKind(defs[id]).api;
}
