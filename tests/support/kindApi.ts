import type { KindApi } from '../../src/core/defineKind.ts';
import { kindRegistry } from './kindRegistry.ts';

/** The API mapping of a kind, read from the server's registry (so tests follow the kind's declaration). */
export function kindApi(id: string): KindApi {
  return kindRegistry.get(id).api;
}
