import mergePatch from 'json-merge-patch';
import { kindVariant, type ResolvedKind } from './defineKind.ts';
import type { JsonSchema, UiSchema } from './jsonSchema.ts';
import { inlineSharedRefs } from './sharedSchemas.ts';

/** A client's override of one kind: the variant it chooses, then JSON Merge Patches (RFC 7396) of its schema and UI schema. */
export interface ClientPatch {
  variant?: string;
  schema?: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
}

/** All overrides of one client, by kind id. */
export type ClientPatches = Record<string, ClientPatch>;

/** Applies a client's patch to a kind's schemas without touching the originals. */
export function applyClientPatch(
  base: { schema: JsonSchema; uiSchema: UiSchema },
  patch: ClientPatch | undefined,
): { schema: JsonSchema; uiSchema: UiSchema } {
  if (!patch || (!patch.schema && !patch.uiSchema)) return base;
  return {
    schema: patch.schema ? inlineSharedRefs(mergePatch.apply(structuredClone(base.schema), patch.schema)) : base.schema,
    uiSchema: patch.uiSchema ? mergePatch.apply(structuredClone(base.uiSchema), patch.uiSchema) : base.uiSchema,
  };
}

/** The kind exactly as one client runs it: its chosen variant, then its patch of schema and UI schema. */
export function kindForClient(kind: ResolvedKind, patch: ClientPatch | undefined): ResolvedKind {
  const variant = kindVariant(kind, patch?.variant);
  if (!patch?.schema && !patch?.uiSchema) return variant;
  return { ...variant, ...applyClientPatch(variant, patch) };
}

/** Where a client's patch of a kind lives, for error messages and loaders. */
export function clientPatchFile(client: string, kindId: string): string {
  return `schemas/clients/${client}/${kindId}.patch.json`;
}
