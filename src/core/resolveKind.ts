import type { KindDefinition } from './defineKind.ts';
import type { KindServer } from './kindServer.ts';
import type { KindApi } from './kindTypes.ts';
import { inlineSharedRefs } from './sharedSchemas.ts';

/** A kind with every default filled in: what the console and the server read. */
export interface ResolvedKind extends KindDefinition {
  route: string;
  api: KindApi;
  /** The variant this object describes (`defaultVariant` or a name of `variants`). */
  variant: string;
  /** The kind's server-only parts (`plugins/<id>/server.ts`): set in the server's registry only. */
  server?: KindServer;
}

/** Fills the defaults of a kind's route and API mapping, and inlines `schemas/_shared/` refs. */
// `any`: any record type resolves to the generic shape.
export function resolveKind(kind: KindDefinition<any>): ResolvedKind {
  const api: KindApi = {
    entity: kind.id,
    listKey: 'items',
    bodyEncoding: 'json',
    actions: ['publish', 'un-publish', 'delete', 'restore', 'destroy'],
    ...kind.api,
  };
  return {
    ...kind,
    schema: inlineSharedRefs(kind.schema),
    route: kind.route ?? kind.id,
    api,
    variant: kind.defaultVariant ?? 'default',
  } as ResolvedKind;
}
