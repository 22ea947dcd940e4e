import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { applyTexts, textsOf } from '../../core/translatable.ts';
import { apiKeyClient, type ApiKeyClient } from '../apiKeys/apiKeyClient.ts';
import { isApiKeyShaped } from '../apiKeys/apiKeyStore.ts';
import { serveAnswer, serveList, type AnswerHeaders } from '../cache/serveAnswer.ts';
import { cachesOf } from '../cache/withCaches.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import { createItemStore } from '../items/itemStore.ts';
import { publishedFields } from '../items/publishedVersions.ts';
import { idParam } from '../http/idParam.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import type { MediaStore } from '../media/MediaStore.ts';
import { createTranslationStore } from '../translations/translationStore.ts';
import { withNestedTexts } from '../translations/translateItem.ts';
import { deliverItems, isLive, type DeliveryContext } from './deliverItems.ts';
import { deliveryLanguage } from './deliveryLanguage.ts';

/** Where the delivery API is mounted (at the app root, beside `/api`). */
export const DELIVERY_BASE = '/delivery/v1';

/** What the delivery routes read with. */
export interface DeliveryDeps {
  db: Db;
  registry: KindRegistry;
  validator: KindValidator;
  /** The stored media: a picture stored before uploads recorded its pixels is read once to learn its size. */
  media: MediaStore;
}

const MISSING_KEY = 'An API key is required: send it as "Authorization: Bearer <key>".';
const UNKNOWN_KEY = 'This API key is unknown or has been revoked.';

// Public: a CDN may keep the answer, but must ask again (ETag) before every use, so a publish shows at once.
// It varies with the key (the client), the coding and the language asked for.
const headersByLanguage = new Map<string, AnswerHeaders>();
function answerHeaders(language: string): AnswerHeaders {
  let h = headersByLanguage.get(language);
  if (!h) {
    h = { 'content-type': 'application/json', 'cache-control': 'public, no-cache', vary: 'Authorization, Accept-Encoding, Accept-Language', 'content-language': language };
    headersByLanguage.set(language, h);
  }
  return h;
}

// What an answer depends on besides the company's revision: the client's slug names its schema overrides and
// its languages decide the fallback, so a renamed client or a changed language list is never answered from before.
const clientKey = (client: ApiKeyClient) => `${client.companySlug}\u0000${client.languages.join(',')}`;

const refuse = (c: Context, message: string) => c.json({ message }, 401, { 'www-authenticate': 'Bearer' });

/**
 * `GET /{kind}` and `GET /{kind}/{id}` for the visitors' app: a client's live items (published and not
 * archived) in the asked content language, references and relations resolved one level, with a
 * per-client API key — never a staff session. Answers come from the answer cache, tagged for revalidation.
 */
export function deliveryRoutes(deps: DeliveryDeps) {
  const { db, registry, validator, media } = deps;
  const app = new Hono();
  const store = createItemStore(db);
  const caches = cachesOf(db);

  // The key's client, then the answer: a cached key and a cached answer are served without a single await.
  const withClient = (c: Context, answer: (client: ApiKeyClient) => Response | Promise<Response>): Response | Promise<Response> => {
    const m = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!m) return refuse(c, MISSING_KEY);
    if (!isApiKeyShaped(m[1])) return refuse(c, UNKNOWN_KEY);
    const found = apiKeyClient(db, m[1]);
    if (found instanceof Promise) return found.then((client) => (client ? answer(client) : refuse(c, UNKNOWN_KEY)));
    return found ? answer(found) : refuse(c, UNKNOWN_KEY);
  };
  const kindOf = (c: Context): ResolvedKind | undefined => registry.kinds.find((k) => k.id === c.req.param('kind'));
  const unknownKind = (c: Context) => c.json({ message: `There is no content kind "${(c.req.param('kind') ?? '').slice(0, 40)}".` }, 404);
  const contextOf = (c: Context, client: ApiKeyClient): DeliveryContext => {
    const code = deliveryLanguage(client.languages, c.req.query('lang'), c.req.header('accept-language'));
    return { db, media, registry, validator, companyId: client.companyId, client: client.companySlug, language: { code, isBase: code === client.languages[0] } };
  };

  app.get('/:kind', (c) => withClient(c, (client) => {
    const kind = kindOf(c);
    if (!kind) return unknownKind(c);
    const ctx = contextOf(c, client);
    const lang = ctx.language;
    const publishedOnly = kind.api.actions.includes('publish');
    const opts = { includeArchived: false, publishedOnly, language: lang.isBase ? undefined : lang.code };
    // Served from the list's read model: an item's entry is re-rendered when its row or translation moves
    // (its stamp), or on any company write when it shows other rows (references, relations, pictures).
    return serveList(c, caches, client.companyId, `delivery\u0000list\u0000${clientKey(client)}\u0000${kind.id}\u0000${lang.code}`, {
      prefix: `{"kind":${JSON.stringify(kind.id)},"language":${JSON.stringify(lang.code)},"items":[`,
      suffix: ']}',
      kind: kind.id,
      members: (tx) => (tx ? createItemStore(tx) : store).listStamps(client.companyId, kind, opts),
      render: async (ids) => {
        const { items, nested } = await store.listIn(client.companyId, kind, { ...opts, ids });
        const translated = withNestedTexts(items, nested, validator.annotationsFor(kind, client.companySlug));
        const external: boolean[] = [];
        const delivered = await deliverItems(ctx, kind, translated, external);
        return new Map(delivered.map((item, i) => [item.id, { json: JSON.stringify(item), external: external[i] }]));
      },
    }, answerHeaders(lang.code));
  }));

  app.get('/:kind/:id', (c) => withClient(c, (client) => {
    const kind = kindOf(c);
    if (!kind) return unknownKind(c);
    const id = idParam(c);
    const ctx = contextOf(c, client);
    const lang = ctx.language;
    return serveAnswer(c, caches, client.companyId, `delivery\u0000item\u0000${clientKey(client)}\u0000${kind.id}\u0000${id}\u0000${lang.code}`, async () => {
      // A kind with a publish step delivers the published version; one without, its working copy (live while not archived).
      const published = kind.api.actions.includes('publish');
      const stored = published ? await store.getPublished(client.companyId, kind, id) : await store.get(client.companyId, kind, id);
      // Not live, another client's and absent read alike: ids cannot be probed.
      if (!stored || !isLive(kind, stored)) throw notFound();
      const fields = lang.isBase ? undefined : published
        ? await publishedFields(db, client.companyId, kind.id, id, lang.code)
        : await createTranslationStore(db).get(client.companyId, kind.id, id, lang.code);
      const item = fields ? applyTexts(stored, textsOf(fields), validator.annotationsFor(kind, client.companySlug)) : stored;
      const [delivered] = await deliverItems(ctx, kind, [item]);
      return JSON.stringify({ kind: kind.id, language: lang.code, item: delivered });
    }, answerHeaders(lang.code));
  }));

  return app;
}
