import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { ServerConfig } from './config.ts';
import { createApp } from './createApp.ts';
import { openDatabase } from './db/openDatabase.ts';
import { loadClientPatches } from './kinds/loadClientPatches.ts';
import { loadFixtures, loadKindRegistry } from './kinds/loadKindRegistry.ts';
import { createLocalMediaStore } from './media/createLocalMediaStore.ts';
import { createCachedUpstream } from './upstream/createCachedUpstream.ts';
import { ensureTabTypes, seedDatabase, type SeedResult } from './seed/seedDatabase.ts';

/** A running server: where it listens, what the first start seeded, and how to stop it. */
export interface RunningServer {
  url: string;
  seeded?: SeedResult;
  stop(): Promise<void>;
}

/** Loads kinds (failing loudly), opens and migrates the database, seeds it once and listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const registry = await loadKindRegistry(config.rootDir, config.extraKindRoots);
  const patches = loadClientPatches(config.rootDir, registry, config.extraKindRoots);
  const database = await openDatabase(config, 'server');
  let server: ServerType | undefined;
  try {
    await ensureTabTypes(database.db, registry);
    const seeded = await seedDatabase(database.db, registry, await loadFixtures(config.rootDir), { email: config.adminEmail, password: config.adminPassword }, patches);
    const i = config.integrations;
    const app = createApp({
      db: database.db, registry, patches, rootDir: config.rootDir,
      media: createLocalMediaStore(join(config.dataDir, 'media')),
      consoleDir: config.consoleDir,
      integrations: { geocoderKind: i.geocoderKind, mapTiles: i.mapTiles, mapStyleUrl: i.mapStyleUrl, mapAttribution: i.mapAttribution },
      upstream: {
        geocoder: createCachedUpstream({ name: 'The place search service', baseUrl: i.geocoderUrl, timeoutMs: 5000, ttlMs: 3600_000, maxEntries: 1000 }),
        vimeo: createCachedUpstream({ name: 'Vimeo', baseUrl: i.vimeoUrl, timeoutMs: 5000, ttlMs: 600_000, maxEntries: 500 }),
      },
    });
    const port = await new Promise<number>((ok, fail) => {
      server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => ok(info.port));
      server.once('error', fail);
    });
    return {
      url: `http://${config.host}:${port}/admin/`,
      seeded,
      async stop() {
        await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
        await database.close();
      },
    };
  } catch (err) {
    server?.close();
    await database.close();
    throw err;
  }
}
