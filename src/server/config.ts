import { resolve } from 'node:path';

/** Server settings read from the environment (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  consoleDir: string;
  rootDir: string;
  /** Extra roots with `plugins/` and `schemas/clients/` (the test-only kinds); from TOURBENCH_EXTRA_KINDS. */
  extraKindRoots: string[];
  integrations: {
    geocoderUrl: string;
    geocoderKind: 'photon' | 'nominatim';
    vimeoUrl: string;
    mapTiles: string;
    mapStyleUrl?: string;
    mapAttribution: string;
  };
}

/** Reads the configuration, refusing nonsense with a message instead of a stack trace. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const rootDir = resolve(import.meta.dirname, '../..');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres://');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    consoleDir: resolve(env.CONSOLE_DIR || resolve(rootDir, 'dist')),
    rootDir,
    extraKindRoots: env.TOURBENCH_EXTRA_KINDS ? [resolve(rootDir, env.TOURBENCH_EXTRA_KINDS)] : [],
    integrations: {
      geocoderUrl: env.GEOCODER_URL || 'https://photon.komoot.io',
      geocoderKind: env.GEOCODER_KIND === 'nominatim' ? 'nominatim' : 'photon',
      vimeoUrl: env.VIMEO_URL || 'https://player.vimeo.com',
      mapTiles: env.MAP_TILES || 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      mapStyleUrl: env.MAP_STYLE_URL || undefined,
      mapAttribution: env.MAP_ATTRIBUTION || 'Imagery © Esri and its data providers',
    },
  };
}
