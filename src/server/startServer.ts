import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { ServerConfig } from './config.ts';
import { setPasswordCost } from './auth/password.ts';
import { createOperatorAccess, localUrl, type OperatorAccess } from './backup/operatorAccess.ts';
import { openDatabase } from './db/openDatabase.ts';
import { drainHttpServer } from './drainHttpServer.ts';
import { loadClientPatches } from './kinds/loadClientPatches.ts';
import { loadFixtures, loadKindRegistry } from './kinds/loadKindRegistry.ts';
import { createMediaStore } from './media/createMediaStore.ts';
import { createCachedUpstream } from './upstream/createCachedUpstream.ts';
import { withCaches } from './cache/withCaches.ts';
import { SCHEDULE_POLL_MS } from './schedule/createScheduleRunner.ts';
import { ensureTabTypes, seedDatabase, type SeedResult } from './seed/seedDatabase.ts';

/** A running server: where it listens, what the first start seeded, and how to stop it. */
export interface RunningServer {
  url: string;
  seeded?: SeedResult;
  stop(): Promise<void>;
}

/** Loads kinds (failing loudly), opens and migrates the database, seeds it once and listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  setPasswordCost(config.passwordCost);
  // The database opens (PGlite: ~0.4 s of WASM start-up) while the kinds and the routes load: a restart
  // answers sooner. Handled at once so a failure waits, unreported, for its turn below.
  const opening = openDatabase(config, 'server');
  opening.catch(() => undefined);
  let registry, patches, media, createApp;
  try {
    [registry, { createApp }] = await Promise.all([loadKindRegistry(config.rootDir, config.extraKindRoots), import('./createApp.ts')]);
    patches = loadClientPatches(config.rootDir, registry, config.extraKindRoots);
    // Media storage is checked before seeding: a first start that fails here must not seed (and lose) a generated password.
    media = await createMediaStore(config);
  } catch (err) {
    await opening.then((d) => d.close(), () => undefined);
    throw err;
  }
  const database = await opening;
  let server: ServerType | undefined;
  let operator: OperatorAccess | undefined;
  const stops: (() => Promise<void>)[] = [];
  try {
    await ensureTabTypes(database.db, registry);
    const seeded = await seedDatabase(database.db, registry, () => loadFixtures(config.rootDir), { email: config.adminEmail, password: config.adminPassword }, patches);
    const i = config.integrations;
    // With the embedded database only this process may read it, so `npm run admin -- backup` asks this process.
    operator = config.databaseUrl ? undefined : createOperatorAccess(config.dataDir);
    const app = createApp({
      operator,
      // The answer and session caches live beside the database they watch (src/server/cache/).
      db: withCaches(database.db, config.caches), registry, patches, rootDir: config.rootDir,
      media,
      derivedBytes: config.derivedBytes,
      consoleDir: config.consoleDir,
      login: config.login,
      revisionsKeep: config.revisionsKeep,
      liveStreams: config.liveStreams,
      databaseUrl: config.databaseUrl, onStop: (stop) => stops.push(stop),
      scheduleEveryMs: SCHEDULE_POLL_MS,
      integrations: { placeSearch: i.geocoderUrl !== '', geocoderKind: i.geocoderKind, mapTiles: i.mapTiles, mapStyleUrl: i.mapStyleUrl, mapAttribution: i.mapAttribution },
      upstream: {
        geocoder: createCachedUpstream({ name: 'The place search service', baseUrl: i.geocoderUrl, timeoutMs: 5000, ttlMs: 3600_000, maxEntries: 1000 }),
        vimeo: createCachedUpstream({ name: 'Vimeo', baseUrl: i.vimeoUrl, timeoutMs: 5000, ttlMs: 600_000, maxEntries: 500 }),
      },
    });
    const port = await new Promise<number>((ok, fail) => {
      server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => ok(info.port));
      server.once('error', fail);
    });
    operator?.publish(localUrl(config.host, port));
    return {
      url: `http://${config.host}:${port}/admin/`,
      seeded,
      // Stops accepting, finishes requests in flight, then closes the database (PGlite: clean shutdown, lock released).
      async stop() {
        operator?.withdraw();
        // Open event streams end first, or draining would wait its whole grace for them.
        await Promise.all(stops.map((stop) => stop()));
        if (server) await drainHttpServer(server as Server);
        await database.close();
      },
    };
  } catch (err) {
    operator?.withdraw();
    await Promise.all(stops.map((stop) => stop()));
    server?.close();
    await database.close();
    throw err;
  }
}
