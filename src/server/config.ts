import { resolve } from 'node:path';
import { readPasswordCost } from './auth/password.ts';
import { answerCacheBytes, cacheBytes, listCacheBytes } from './cache/withCaches.ts';
import { pgliteSettings } from './db/openPglite.ts';
import { trustedProxyList } from './http/createClientAddress.ts';
import { DEFAULT_DERIVED_MB } from './media/createDerivativeLedger.ts';
import { DEFAULT_REVISIONS_KEEP } from './revisions/recordRevision.ts';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './live/streamQuota.ts';

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
  /** S3-compatible object storage for media (MEDIA_S3_*); undefined: media on disk under DATA_DIR/media. */
  mediaS3?: S3MediaConfig;
  /** Bytes of picture derivatives kept per company, least recently used out (MEDIA_DERIVED_MB, default 512). */
  derivedBytes: number;
  /** The sign-in limit's window (LOGIN_WINDOW_SECONDS, default 900) and the proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
  login?: { windowSeconds: number; trustedProxies: string[] };
  /** log2 of scrypt's cost for new password hashes (PASSWORD_COST, 10–17, default 15). */
  passwordCost: number;
  /** Revisions kept per item (REVISIONS_KEEP, 1–10000, default 100). */
  revisionsKeep: number;
  /** Live streams per process, user and session (LIVE_STREAMS, LIVE_STREAMS_PER_USER, LIVE_STREAMS_PER_SESSION; defaults 10000, 12, 6). */
  liveStreams: StreamLimits;
  /** Cache budgets in bytes (CACHE_MB, ANSWER_CACHE_MB, LIST_CACHE_MB; see cache/withCaches.ts). */
  caches: { cacheBytes: number; answerBytes: number; listBytes: number };
  /** The embedded database: start from the prepared image (TOURBENCH_DB_IMAGE≠off), on its own thread (PGLITE_THREAD≠main), with these settings. */
  pglite: { image: boolean; thread: boolean; settings: readonly string[] };
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
    mediaS3: readS3MediaConfig(env),
    derivedBytes: readDerivedBytes(env),
    login: { windowSeconds: readLoginWindow(env), trustedProxies: trustedProxyList(env.TRUSTED_PROXIES) },
    passwordCost: readPasswordCost(env.PASSWORD_COST),
    revisionsKeep: readRevisionsKeep(env),
    liveStreams: readLiveStreams(env),
    caches: { cacheBytes: cacheBytes(env), answerBytes: answerCacheBytes(env), listBytes: listCacheBytes(env) },
    pglite: { image: env.TOURBENCH_DB_IMAGE !== 'off', thread: env.PGLITE_THREAD !== 'main', settings: pgliteSettings(env) },
    integrations: {
      // `off` runs without place search: the search then says it is not set up (the map and typed coordinates still work).
      geocoderUrl: env.GEOCODER_URL === 'off' ? '' : env.GEOCODER_URL || 'https://photon.komoot.io',
      geocoderKind: env.GEOCODER_KIND === 'nominatim' ? 'nominatim' : 'photon',
      vimeoUrl: env.VIMEO_URL || 'https://player.vimeo.com',
      mapTiles: env.MAP_TILES || 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      mapStyleUrl: env.MAP_STYLE_URL || undefined,
      mapAttribution: env.MAP_ATTRIBUTION || 'Imagery © Esri and its data providers',
    },
  };
}

/** Where and how to reach the media bucket (README "Configuration", MEDIA_S3_*). */
export interface S3MediaConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/**
 * Reads MEDIA_S3_*: undefined when neither endpoint nor bucket is set (media stay on disk). Half a
 * configuration is refused rather than silently falling back to local disk, where a second process
 * would not find the files. Messages name variables, never their secret values.
 */
export function readS3MediaConfig(env: NodeJS.ProcessEnv = process.env): S3MediaConfig | undefined {
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim() || undefined;
  const bucket = env.MEDIA_S3_BUCKET?.trim() || undefined;
  if (!endpoint && !bucket) return undefined;
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || undefined;
  const missing = [
    !endpoint && 'MEDIA_S3_ENDPOINT',
    !bucket && 'MEDIA_S3_BUCKET',
    !accessKeyId && 'MEDIA_S3_ACCESS_KEY_ID (or AWS_ACCESS_KEY_ID)',
    !secretAccessKey && 'MEDIA_S3_SECRET_ACCESS_KEY (or AWS_SECRET_ACCESS_KEY)',
  ].filter(Boolean);
  if (missing.length) throw new Error(`Media in S3 needs ${missing.join(', ')} as well (or unset MEDIA_S3_ENDPOINT and MEDIA_S3_BUCKET to keep media on disk)`);
  if (!/^https?:\/\/[^/]/.test(endpoint!)) throw new Error('MEDIA_S3_ENDPOINT must be an http:// or https:// URL');
  const pathStyle = env.MEDIA_S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle)) throw new Error(`MEDIA_S3_FORCE_PATH_STYLE must be true or false, got "${env.MEDIA_S3_FORCE_PATH_STYLE}"`);
  return {
    endpoint: endpoint!,
    bucket: bucket!,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    accessKeyId: accessKeyId!,
    secretAccessKey: secretAccessKey!,
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : true,
  };
}

/** REVISIONS_KEEP: how many revisions of each item are kept (default 100). */
function readRevisionsKeep(env: NodeJS.ProcessEnv): number {
  if (env.REVISIONS_KEEP === undefined || env.REVISIONS_KEEP.trim() === '') return DEFAULT_REVISIONS_KEEP;
  const keep = Number(env.REVISIONS_KEEP);
  if (!/^\s*\d+\s*$/.test(env.REVISIONS_KEEP) || keep < 1 || keep > 10000) throw new Error(`REVISIONS_KEEP must be a whole number from 1 to 10000, got "${env.REVISIONS_KEEP}"`);
  return keep;
}

/** MEDIA_DERIVED_MB: megabytes of picture derivatives kept per company (default 512; fractions allowed, tests use small ones). */
export function readDerivedBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MEDIA_DERIVED_MB;
  if (raw === undefined || raw.trim() === '') return DEFAULT_DERIVED_MB * 1024 * 1024;
  const mb = Number(raw);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(raw) || mb <= 0 || mb > 1024 * 1024) throw new Error(`MEDIA_DERIVED_MB must be a number of megabytes above 0, got "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
}

/** LIVE_STREAMS, LIVE_STREAMS_PER_USER, LIVE_STREAMS_PER_SESSION: the live streams' caps (whole numbers from 1 to 1,000,000). */
function readLiveStreams(env: NodeJS.ProcessEnv): StreamLimits {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1 || Number(raw) > 1_000_000) throw new Error(`${name} must be a whole number from 1 to 1000000, got "${env[name]}"`);
    return Number(raw);
  };
  return {
    process: read('LIVE_STREAMS', DEFAULT_STREAM_LIMITS.process),
    perUser: read('LIVE_STREAMS_PER_USER', DEFAULT_STREAM_LIMITS.perUser),
    perSession: read('LIVE_STREAMS_PER_SESSION', DEFAULT_STREAM_LIMITS.perSession),
  };
}

/** LOGIN_WINDOW_SECONDS: how long failed sign-ins are remembered (default 15 minutes; tests shorten it). */
function readLoginWindow(env: NodeJS.ProcessEnv): number {
  if (!env.LOGIN_WINDOW_SECONDS) return 15 * 60;
  const seconds = Number(env.LOGIN_WINDOW_SECONDS);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`LOGIN_WINDOW_SECONDS must be a whole number of seconds, got "${env.LOGIN_WINDOW_SECONDS}"`);
  return seconds;
}
