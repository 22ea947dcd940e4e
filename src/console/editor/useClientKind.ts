import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { clientPatchFile, kindForClient, type ClientPatch } from '../../core/clientPatch.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { userWebAtom } from '../auth/session.ts';

/** The kind as the signed-in client runs it, or why it cannot (a patch naming a variant the kind lacks). */
export type ClientKind = { ok: true; kind: ResolvedKind } | { ok: false; error: Error };

/**
 * The kind exactly as one client runs it: the variant its patch chooses (`"variant": "compact"`), then
 * its merge patch of schema and UI schema. The editor, list and preview read this, never the bare kind.
 * `client` (the company slug) only names the patch file in the error.
 */
export function clientKindOf(kind: ResolvedKind, patch: ClientPatch | undefined, client = '<client>'): ClientKind {
  try {
    return { ok: true, kind: kindForClient(kind, patch) };
  } catch (err) {
    return { ok: false, error: new Error(`${clientPatchFile(client, kind.id)}: ${(err as Error).message}`) };
  }
}

/** {@link clientKindOf} for the signed-in user (`schema_patches` of user/web); stable while the kind and the patch are. */
export function useClientKind(kind: ResolvedKind): ClientKind {
  const user = useAtomValue(userWebAtom);
  const patch = user?.schema_patches?.[kind.id];
  const client = user?.company?.slug;
  return useMemo(() => clientKindOf(kind, patch, client), [kind, patch, client]);
}
