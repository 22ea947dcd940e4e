import mergePatch from 'json-merge-patch';
import type { JsonSchema, UiSchema } from './jsonSchema.ts';

/** A client's override of one kind: JSON Merge Patches (RFC 7396) of its schema and UI schema. */
export interface ClientPatch {
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
  if (!patch) return base;
  return {
    schema: patch.schema ? mergePatch.apply(structuredClone(base.schema), patch.schema) : base.schema,
    uiSchema: patch.uiSchema ? mergePatch.apply(structuredClone(base.uiSchema), patch.uiSchema) : base.uiSchema,
  };
}

/** Where a client's patch of a kind lives, for error messages and loaders. */
export function clientPatchFile(client: string, kindId: string): string {
  return `schemas/clients/${client}/${kindId}.patch.json`;
}
