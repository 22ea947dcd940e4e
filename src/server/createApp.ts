import { Hono } from 'hono';
import { acknowledgeWrites } from './cache/acknowledgeWrites.ts';
import type { ClientPatches } from '../core/clientPatch.ts';
import { companySettings } from './users/accounts.ts';
import type { KindRegistry } from '../core/createKindRegistry.ts';
import type { AppEnv } from './appEnv.ts';
import type { Db } from './db/Db.ts';
import { loggedPath } from './loggedPath.ts';
import { HttpError } from './errors/httpError.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnavailableError } from './errors/databaseUnavailableError.ts';
import { healthRoutes } from './routes/healthRoutes.ts';
import { createItemStore } from './items/itemStore.ts';
import { createKindValidator } from './kinds/createKindValidator.ts';
import type { MediaStore } from './media/createLocalMediaStore.ts';
import { consoleRoutes } from './routes/consoleRoutes.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { operatorRoutes } from './routes/operatorRoutes.ts';
import type { OperatorAccess } from './backup/operatorAccess.ts';
import { kindRoutes } from './routes/kindRoutes.ts';
import { callerOf } from './http/callerOf.ts';
import { endpointRoutes } from './routes/endpointRoutes.ts';
import { createCompanyStore } from './operations/createCompanyStore.ts';
import { createItemWriter } from './operations/createItemWriter.ts';
import { relationRoutes } from './routes/relationRoutes.ts';
import { revisionRoutes } from './routes/revisionRoutes.ts';
import { revisionRecorder } from './revisions/recordRevision.ts';
import { reviewRoutes } from './review/reviewRoutes.ts';
import { publishedRoutes } from './routes/publishedRoutes.ts';
import { mediaUploadRoutes, UPLOAD_BODY_LIMIT } from './routes/mediaRoutes.ts';
import { publicMediaRoutes } from './media/publicMediaRoutes.ts';
import { createPictureDeriver } from './media/createPictureDeriver.ts';
import { createDerivativeLedger, DEFAULT_DERIVED_MB } from './media/createDerivativeLedger.ts';
import { declaredAspects } from './media/declaredAspects.ts';
import { mediaInfoRoutes } from './media/mediaInfoRoutes.ts';
import { mediaFieldsOfClients } from './media/mediaUses.ts';
import { requireUser } from './auth/requireUser.ts';
import { sessionRoutes, type LoginSettings } from './routes/sessionRoutes.ts';
import { requestBodyLimit } from './http/requestBodyLimit.ts';
import { requireStorableUrl } from './http/requireStorableUrl.ts';
import { refusalBody } from './i18n/refusalBody.ts';
import { requestMessageLanguage } from './http/contentLanguage.ts';
import { userRoutes } from './routes/userRoutes.ts';
import { integrationRoutes, type IntegrationConfig } from './routes/integrationRoutes.ts';
import { personRoutes } from './routes/personRoutes.ts';
import { settingsRoutes } from './routes/settingsRoutes.ts';
import { apiKeyRoutes } from './apiKeys/apiKeyRoutes.ts';
import { DELIVERY_BASE, deliveryRoutes } from './delivery/deliveryRoutes.ts';
import { translationRoutes } from './routes/translationRoutes.ts';
import { overviewRoutes } from './overview/overviewRoutes.ts';
import { zoneLintRoutes } from './walk/zoneLintRoutes.ts';
import { simulationRoutes } from './walk/simulationRoutes.ts';
import { openApiRoutes } from './openapi/openApiRoutes.ts';
import { createOpenApiDocuments } from './openapi/createOpenApiDocuments.ts';
import type { CachedUpstream } from './upstream/createCachedUpstream.ts';
import { createLive } from './live/createLive.ts';
import type { StreamLimits } from './live/streamQuota.ts';
import { scheduleRoutes } from './schedule/scheduleRoutes.ts';
import { releaseRoutes } from './releases/releaseRoutes.ts';
import { createScheduleRunner } from './schedule/createScheduleRunner.ts';

/** Everything the HTTP app needs, built once at start-up. */
export interface AppDeps {
  db: Db;
  registry: KindRegistry;
  patches: Map<string, ClientPatches>;
  media: MediaStore;
  /** Bytes of picture derivatives kept per company (config MEDIA_DERIVED_MB); default 512 MB. */
  derivedBytes?: number;
  consoleDir: string;
  rootDir: string;
  integrations: IntegrationConfig;
  upstream: { geocoder: CachedUpstream; vimeo: CachedUpstream };
  log?: (line: string) => void;
  /** The sign-in limit's window and trusted proxies (config `login`); defaults: 15 minutes, none. */
  login?: LoginSettings;
  /** Revisions kept per item (config REVISIONS_KEEP); default 100. */
  revisionsKeep?: number;
  /** The operator commands' access (backup while the server holds the embedded database); absent on PostgreSQL. */
  operator?: OperatorAccess;
  /** DATABASE_URL on PostgreSQL: the live events' LISTEN connection. */
  databaseUrl?: string;
  /** Registers what the server's stop runs before draining (the live event streams end). */
  onStop?: (stop: () => Promise<void>) => void;
  /** The live streams' caps (config LIVE_STREAMS*); defaults in live/streamQuota.ts. */
  liveStreams?: StreamLimits;
  /** Runs the scheduled jobs, looking every so many ms (startServer: SCHEDULE_POLL_MS); absent: no runner (an app built for one test). */
  scheduleEveryMs?: number;
}

/** The whole HTTP surface: API, public media and the console. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const log = deps.log ?? ((line) => console.error(line));
  // Outermost: a request that wrote is answered once the list models in use include its writes.
  app.use('*', acknowledgeWrites(deps.db));
  // Every answer: nosniff, no framing, a short Referer (the console's pages add their own policy).
  app.use('*', securityHeaders());
  // Before any route, so none (mounted now or later) reads a body over the limit; only the upload's is larger.
  app.use('*', requestBodyLimit([UPLOAD_BODY_LIMIT]));
  // Likewise: no route gets a path or query parameter the database cannot store.
  app.use('*', requireStorableUrl);

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(refusalBody(err, requestMessageLanguage(c)), err.status);
    // A database that is away (restart, failover) is not a bug: 503 for the balancer and the client, logged once by the database layer.
    if (err instanceof DatabaseUnavailableError || (err as { cause?: unknown }).cause instanceof DatabaseUnavailableError) {
      c.header('retry-after', '5');
      return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
    }
    // Logged with its stack for the operator; the client learns nothing about internals.
    log(`[${new Date().toISOString()}] ${c.req.method} ${loggedPath(c.req.path)} failed: ${err.stack ?? err}`);
    return c.json({ message: 'Something went wrong on the server. Please try again.' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes(deps.db)); // first: public, no session or body handling
  api.route('/', mediaUploadRoutes(deps.db, deps.media));
  const validator = createKindValidator(deps.registry, deps.patches);
  api.route('/', mediaInfoRoutes(deps.db, deps.media, mediaFieldsOfClients(deps.registry, validator)));
  api.route('/', sessionRoutes(deps.db, deps.patches, deps.login));
  api.route('/', userRoutes(deps.db, deps.registry.kinds.map((k) => k.id))); // before the blanket sign-in check: its link routes are public
  // The live event stream (bearer or the console's cookie) and presence; every recorded write is announced.
  const live = createLive({ db: deps.db, kinds: deps.registry.kinds.map((k) => k.id), databaseUrl: deps.databaseUrl, log, limits: deps.liveStreams });
  deps.onStop?.(live.close);
  api.route('/', live.routes);
  api.use('*', requireUser(deps.db));
  api.route('/', integrationRoutes(deps.integrations, deps.upstream));
  api.route('/', personRoutes(deps.db, deps.rootDir));
  api.route('/', settingsRoutes(deps.db, deps.rootDir));
  // The delivery API's keys (admins).
  api.route('/', apiKeyRoutes(deps.db));
  // One write path for the generic routes and the kinds' own endpoints.
  const writer = createItemWriter({
    store: createItemStore(deps.db),
    validator,
    settingsOf: (id) => companySettings(deps.db, id),
    record: live.recorder(revisionRecorder(deps.revisionsKeep)),
  });
  api.route('/', overviewRoutes(deps.registry, deps.db, writer.validator, deps.media));
  // Zone lint and saved walk simulations.
  api.route('/', zoneLintRoutes({ db: deps.db, registry: deps.registry, validator: writer.validator }));
  api.route('/', simulationRoutes({ db: deps.db, registry: deps.registry, validator: writer.validator }));
  api.route('/', relationRoutes(deps.registry, deps.db, writer.record));
  api.route('/', translationRoutes(deps.registry, writer));
  api.route('/', endpointRoutes(deps.registry, (c) => createCompanyStore(deps.registry, writer, callerOf(c))));
  // History's revision calls (before the kind's own `/{x}/:id` routes).
  api.route('/', revisionRoutes(deps.registry, writer));
  // The OpenAPI document, generated from the registry once here (per client when first asked).
  api.route('/', openApiRoutes(createOpenApiDocuments(deps.registry, writer.validator, deps.patches)));
  // The review step and the company's review queue (before the kind's own `/{x}/:id` routes).
  api.route('/', reviewRoutes(deps.registry, writer));
  api.route('/', publishedRoutes(deps.registry, writer));
  // Scheduled publishing (before the kind's own `/{x}/:id` routes) and this process's runner of the jobs.
  api.route('/', scheduleRoutes(deps.registry, writer));
  api.route('/', releaseRoutes(deps.registry, writer));
  if (deps.scheduleEveryMs !== undefined) {
    const runner = createScheduleRunner({ db: deps.db, writer, registry: deps.registry, log, everyMs: deps.scheduleEveryMs });
    runner.start();
    deps.onStop?.(runner.stop);
  }
  api.route('/', kindRoutes(deps.registry, writer, deps.media, live.reordered));

  // Before the API's session check: operator commands carry the operator secret, not a session.
  app.route('/api/operator', operatorRoutes({ access: deps.operator, db: deps.db, media: deps.media, log }));
  app.route('/api', api);
  // Sized derivatives of pictures, one deriver (its in-flight work and limits) per app.
  const ledger = createDerivativeLedger(deps.db, deps.media, deps.derivedBytes ?? DEFAULT_DERIVED_MB * 1024 * 1024);
  app.route('/public', publicMediaRoutes(deps.db, deps.media, { deriver: createPictureDeriver(deps.media, ledger), aspects: declaredAspects(deps.registry, deps.patches) }));
  // The visitors' app reads published content with an API key, never a staff session.
  app.route(DELIVERY_BASE, deliveryRoutes({ db: deps.db, registry: deps.registry, validator: writer.validator, media: deps.media }));
  app.route('/', consoleRoutes(deps.consoleDir, deps.integrations));
  return app;
}
