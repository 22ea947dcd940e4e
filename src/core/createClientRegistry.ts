import { clientPatchFile, kindForClient, type ClientPatches } from './clientPatch.ts';
import type { KindRegistry } from './createKindRegistry.ts';
import type { ResolvedKind } from './defineKind.ts';

/** The kind as the client runs it, or why it cannot (a patch naming a variant the kind lacks). */
export type ClientKind = { ok: true; kind: ResolvedKind } | { ok: false; error: Error };

/** One client's view of the registry: every kind with that client's variant and merge patch applied, resolved once. */
export interface ClientRegistry {
  /** The client (company slug) this view is of. */
  readonly client: string;
  /** Every kind as the client runs it, in registry order (a kind whose patch is broken is left out; see `result`). */
  readonly kinds: readonly ResolvedKind[];
  /** The kind as the client runs it, or the error naming the client's patch file. */
  result(id: string): ClientKind;
  /** The kind as the client runs it; throws on an unknown kind or a broken patch. */
  get(id: string): ResolvedKind;
}

/**
 * Resolves every kind for one client (SPEC: a client's variant, then its JSON Merge Patch) once: the
 * server builds one per company, the console one per sign-in, and every reader asks it instead of
 * patching the bare kind again.
 */
export function createClientRegistry(registry: KindRegistry, patches: ClientPatches | undefined, client: string): ClientRegistry {
  const results = new Map<string, ClientKind>(registry.kinds.map((kind) => {
    try {
      return [kind.id, { ok: true, kind: Object.freeze(kindForClient(kind, patches?.[kind.id])) }];
    } catch (err) {
      return [kind.id, { ok: false, error: new Error(`${clientPatchFile(client, kind.id)}: ${(err as Error).message}`) }];
    }
  }));
  const kinds = Object.freeze([...results.values()].flatMap((r) => (r.ok ? [r.kind] : [])));
  return Object.freeze({
    client,
    kinds,
    result(id: string): ClientKind {
      const r = results.get(id);
      if (!r) return { ok: false, error: new Error(`unknown kind "${id}"`) };
      return r;
    },
    get(id: string): ResolvedKind {
      const r = this.result(id);
      if (!r.ok) throw r.error;
      return r.kind;
    },
  });
}
