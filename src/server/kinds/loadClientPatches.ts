import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kindForClient, clientPatchFile, type ClientPatch, type ClientPatches } from '../../core/clientPatch.ts';
import { KindRegistryError, type KindRegistry } from '../../core/createKindRegistry.ts';
import { unknownUiKeys } from '../../core/uiSchemaKeys.ts';
import { createSchemaCheck } from './createSchemaCheck.ts';
import { createAjv } from './createAjv.ts';

/**
 * Reads every `schemas/clients/<client>/<kind>.patch.json`, checking that the kind exists and the
 * merged schema still compiles, so a bad override stops start-up naming its file.
 */
export function loadClientPatches(rootDir: string, registry: KindRegistry, extraRoots: readonly string[] = []): Map<string, ClientPatches> {
  const out = new Map<string, ClientPatches>();
  const check = createSchemaCheck(rootDir, createAjv);
  for (const root of [rootDir, ...extraRoots]) loadRoot(join(root, 'schemas', 'clients'), registry, out, check);
  check.save();
  return out;
}

function loadRoot(base: string, registry: KindRegistry, out: Map<string, ClientPatches>, check: ReturnType<typeof createSchemaCheck>) {
  if (!existsSync(base)) return;
  for (const client of readdirSync(base, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    const patches: ClientPatches = out.get(client) ?? {};
    for (const name of readdirSync(join(base, client)).filter((f) => f.endsWith('.patch.json'))) {
      const kindId = name.slice(0, -'.patch.json'.length);
      const file = clientPatchFile(client, kindId);
      const kind = registry.kinds.find((k) => k.id === kindId);
      if (!kind) throw new KindRegistryError(`${file}: there is no kind "${kindId}"`);
      let patch: ClientPatch;
      try {
        patch = JSON.parse(readFileSync(join(base, client, name), 'utf8'));
      } catch (err) {
        throw new KindRegistryError(`${file}: not valid JSON: ${(err as Error).message}`);
      }
      let merged;
      try {
        merged = kindForClient(kind, patch);
      } catch (err) {
        throw new KindRegistryError(`${file}: ${(err as Error).message}`);
      }
      try {
        check.compile(merged.schema);
      } catch (err) {
        throw new KindRegistryError(`${file}: the merged schema does not compile: ${(err as Error).message}`);
      }
      const missing = unknownUiKeys(merged.schema, merged.uiSchema);
      if (missing.length) throw new KindRegistryError(`${file}: ui keys not in the schema: ${missing.join(', ')}`);
      patches[kindId] = patch;
    }
    out.set(client, patches);
  }
}
