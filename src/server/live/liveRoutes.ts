import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../appEnv.ts';
import { sessionUser, type SessionUser } from '../auth/sessions.ts';
import { tokenDigest } from '../auth/tokenDigest.ts';
import type { Db } from '../db/Db.ts';
import { refusal } from '../errors/refusal.ts';
import { consoleWords } from '../i18n/ruleMessages.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { companyHasItem } from '../items/companyHasItem.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requireUser } from '../auth/requireUser.ts';
import type { LiveHub } from './createLiveHub.ts';
import { PRESENCE_TTL_MS } from './presenceBoard.ts';
import type { StreamLimits } from './streamQuota.ts';

/** The cookie the console keeps its session token in (EventSource cannot send an Authorization header). */
export const TOKEN_COOKIE = 'tb_token';

// The bearer token, else the console's cookie.
function tokenOf(c: Context): string | undefined {
  const m = /^Bearer\s+(\S{16,200})$/i.exec(c.req.header('authorization') ?? '');
  const t = m?.[1] ?? getCookie(c, TOKEN_COOKIE);
  return t && t.length >= 16 && t.length <= 200 ? t : undefined;
}

// Last-Event-ID as EventSource sends it on reconnect, or `?last_event_id=` for clients that cannot set headers.
// Any non-empty value is judged by the hub: one it did not make (an old numeric id, another company's) means "reload".
function lastEventIdOf(c: Context): string | undefined {
  const raw = (c.req.header('last-event-id') ?? c.req.query('last_event_id'))?.trim();
  return raw ? raw.slice(0, 64) : undefined;
}

// A tab's id as the console makes it (random hex); optional, so older clients count one presence per session.
const TAB_ID = /^[A-Za-z0-9_-]{0,64}$/;

/**
 * GET /api/live, the signed-in user's event stream (bearer token or the `tb_token` cookie), and
 * POST /api/live/presence, the heartbeat that says which item a tab of the session has open. Mounted before
 * the API's blanket bearer check, since a browser's EventSource carries the cookie only.
 */
export function liveRoutes(db: Db, hub: LiveHub, kinds: readonly string[], limits: StreamLimits) {
  const app = new Hono<AppEnv>();

  app.get('/live', async (c) => {
    const token = tokenOf(c);
    const user: SessionUser | undefined = token ? await sessionUser(db, token) : undefined;
    if (!token || !user) throw refusal(401, 'api.refused.signInAgain');
    const opened = await hub.open({ companyId: user.companyId, userId: user.id, tokenHash: tokenDigest(token) }, lastEventIdOf(c));
    if (opened.refused === 'session') throw refusal(429, 'api.refused.liveSessionStreams', { n: limits.perSession });
    if (opened.refused === 'user') throw refusal(429, 'api.refused.liveUserStreams', { n: limits.perUser });
    if (opened.refused) {
      c.header('retry-after', '5');
      return c.json({ message: consoleWords(requestMessageLanguage(c))('api.refused.liveUnavailable', {}) }, 503);
    }
    return new Response(opened.body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and friends would otherwise hold events back to fill their buffers.
        'x-accel-buffering': 'no',
      },
    });
  });

  app.post('/live/presence', requireUser(db), async (c) => {
    const body = await readJsonObject(c);
    const { kind, id, editing = false, open = true, tab = '' } = body;
    if (typeof kind !== 'string' || !kinds.includes(kind) || !Number.isInteger(id) || (id as number) <= 0 || (id as number) >= 2 ** 31
      || typeof editing !== 'boolean' || typeof open !== 'boolean' || typeof tab !== 'string' || !TAB_ID.test(tab)) {
      throw refusal(400, 'api.refused.presenceBody');
    }
    const user = c.get('user');
    if (!(await companyHasItem(db, user.companyId, kind, id as number))) throw refusal(404, 'api.refused.notFound.item');
    await hub.presence({
      companyId: user.companyId, session: tokenDigest(c.get('token')).slice(0, 32), tab,
      user: { id: user.id, name: user.name }, kind, id: id as number, editing,
    }, open);
    return c.json({ code: 200, status: 'success', data: { ttl_seconds: PRESENCE_TTL_MS / 1000 } });
  });
  return app;
}
