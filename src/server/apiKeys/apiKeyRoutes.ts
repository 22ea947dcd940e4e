import { Hono } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { wholeNumber } from '../http/idParam.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requireAdmin, requireAdminToRead } from '../auth/requireAdmin.ts';
import { forgetApiKeys } from './apiKeyClient.ts';
import { apiKeyMessages } from './apiKeyMessages.ts';
import { createApiKeyStore, MAX_KEY_NAME } from './apiKeyStore.ts';

/**
 * `GET /settings/api-keys`, `POST /settings/api-keys` and `POST /settings/api-keys/{id}/revoke`: a
 * company's delivery keys, for its admins. The secret is in the create answer only.
 */
export function apiKeyRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const store = createApiKeyStore(db);

  app.get('/settings/api-keys', requireAdminToRead('apiKeys'), async (c) =>
    c.json({ code: 200, status: 'success', data: { keys: await store.list(c.get('user').companyId) } }));

  app.post('/settings/api-keys', requireAdmin, async (c) => {
    const body = await readJsonObject(c);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name || [...name].length > MAX_KEY_NAME) throw apiKeyMessages(c).badName(MAX_KEY_NAME);
    const user = c.get('user');
    const created = await store.create(user.companyId, user.id, name);
    // The secret is not kept anywhere: a lost key is revoked and replaced.
    c.header('cache-control', 'no-store');
    return c.json({ code: 201, status: 'success', message: 'Key created', data: created }, 201);
  });

  app.post('/settings/api-keys/:id/revoke', requireAdmin, async (c) => {
    const id = wholeNumber(c.req.param('id'));
    const key = id === undefined ? undefined : await store.revoke(c.get('user').companyId, id);
    if (!key) throw apiKeyMessages(c).notFound();
    forgetApiKeys(db);
    return c.json({ code: 200, status: 'success', message: 'Key revoked', data: { key } });
  });

  return app;
}
