import { Hono } from 'hono';
import type { ClientPatches } from '../../core/clientPatch.ts';
import type { Db } from '../db/Db.ts';
import type { CompanySettings } from '../users/accounts.ts';
import type { AppEnv } from '../appEnv.ts';
import { verifyPassword } from '../auth/password.ts';
import { createSession, revokeSession, SESSION_TTL_SECONDS } from '../auth/sessions.ts';
import { refusal } from '../errors/refusal.ts';
import { canonicalTimeZone } from '../../core/zonedTime.ts';
import { requireUser } from '../auth/requireUser.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { createLoginGuard, MAX_PASSWORD_LENGTH } from '../auth/createLoginGuard.ts';
import { createClientAddress } from '../http/createClientAddress.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { createIsHttps } from '../http/createIsHttps.ts';
import { API_HEADERS } from '../../core/apiConventions.ts';
import { tokenSigner } from '../auth/tokenSigner.ts';
import { clearSessionCookies, sessionCookieToken, setSessionCookies } from '../auth/sessionCookies.ts';

interface TabType { id: number; name: string }

/** Builds the client setting of SPEC §3 from a company's stored settings. */
async function userSetting(db: Db, settings: CompanySettings) {
  const tabs = await db.query<TabType>('select id, name from tab_types order by id');
  const byName = new Map(tabs.map((t) => [t.name, t]));
  const codes = settings.languages?.length ? settings.languages : ['en'];
  const languages = await db.query<{ id: number; language_code: string; name: string }>(
    'select id, language_code, name from languages where language_code = any($1::text[])', [codes]);
  return {
    detail_view_color: settings.detail_view_color,
    list_item_color: settings.list_item_color,
    admin_name: settings.admin_name,
    // Companies stored before the setting existed have no key: they do not share.
    allow_sharing: settings.allow_sharing === true,
    // Absent (stored before the setting existed) or unknown to this server's Intl: UTC, a zone the console can always use.
    time_zone: canonicalTimeZone(settings.time_zone) ?? 'UTC',
    inactive_tabs: (settings.inactive_tabs ?? []).flatMap((t) => {
      const tab = byName.get(t.tab);
      return tab ? [{ tab_type_id: tab.id, is_visible: t.is_visible, autoplay: t.autoplay ?? false, tab_type: tab }] : [];
    }),
    user_languages: codes.flatMap((code) => {
      const language = languages.find((l) => l.language_code === code);
      if (!language) return [];
      const names = settings.tab_names?.[code] ?? {};
      return [{
        language_id: language.id,
        language_code: code,
        language,
        language_tabs_web: Object.entries(names).flatMap(([name, tab_name]) => {
          const tab = byName.get(name);
          return tab ? [{ tab_type: tab, tab_name }] : [];
        }),
      }];
    }),
  };
}

/**
 * The account of this e-mail whose password this is. One address may have an account in several
 * companies, each with its own password: all are checked at once (on the thread pool, so two take
 * about as long as one), an unknown address still costs one check, and the oldest account wins a tie.
 */
async function accountByPassword(db: Db, email: string, password: string): Promise<{ id: number } | undefined> {
  const accounts = await db.query<{ id: number; password_hash: string }>('select id, password_hash from users where lower(email) = $1 order by id', [email]);
  if (!accounts.length) return void (await verifyPassword(password, undefined));
  const matches = await Promise.all(accounts.map((a) => verifyPassword(password, a.password_hash)));
  return accounts.find((_, i) => matches[i]);
}

/** The sign-in limit's settings from the configuration (LOGIN_WINDOW_SECONDS, TRUSTED_PROXIES). */
export interface LoginSettings {
  windowSeconds?: number;
  trustedProxies?: readonly string[];
}

/** Sign-in, sign-out, user info, tab types and the caller's company (SPEC §7 "Session and setup"). */
export function sessionRoutes(db: Db, patches: Map<string, ClientPatches>, login: LoginSettings = {}) {
  const app = new Hono<AppEnv>();
  const guard = createLoginGuard(db, { windowSeconds: login.windowSeconds });
  const clientAddress = createClientAddress(login.trustedProxies);
  const isHttps = createIsHttps(login.trustedProxies);

  app.post('/login', async (c) => {
    const body = await readJsonObject(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) throw refusal(400, 'api.refused.signInMissing');
    if (password.length > MAX_PASSWORD_LENGTH || email.length > 320) throw refusal(400, 'api.refused.signInWrong');
    // The console asks for its session as cookies; a page of another site must not sign a browser in (login CSRF).
    const asCookie = c.req.header(API_HEADERS.sessionCookie) !== undefined;
    const site = c.req.header('sec-fetch-site');
    if (asCookie && site !== undefined && site !== 'same-origin') throw refusal(403, 'api.refused.notFromConsole');
    // Counted before anything costly: over the limit is a 429 at once, without a password check.
    const attempt = await guard.begin(email, clientAddress(c), requestMessageLanguage(c));
    // Looked up inside the check: an admitted attempt always reaches it (the guard counts its queue until then).
    const user = await guard.check(attempt, () => accountByPassword(db, email, password));
    if (!user) throw refusal(401, 'api.refused.signInWrong');
    await guard.succeeded(attempt);
    const token = await createSession(db, user.id);
    if (!asCookie) return c.json({ access_token: token, token_type: 'Bearer', expires_in: SESSION_TTL_SECONDS });
    // One session per browser: the one this sign-in replaces ends with it rather than living on unreachable.
    const previous = sessionCookieToken(c);
    if (previous) await revokeSession(db, previous);
    setSessionCookies(c, token, (await tokenSigner(db)).csrfOf(token), isHttps(c));
    // No token in the body: the console never holds it where a script could read it.
    return c.json({ token_type: 'cookie', expires_in: SESSION_TTL_SECONDS });
  });

  app.get('/tab_types', async (c) => {
    const tabs = await db.query<TabType>('select id, name from tab_types order by id');
    return c.json({ code: 200, status: 'success', tab_types: tabs });
  });

  app.use('/user/*', requireUser(db));
  app.use('/logout', requireUser(db));
  app.use('/companies', requireUser(db));

  app.post('/user/web', async (c) => {
    const user = c.get('user');
    const company = (await db.query<{ id: number; slug: string; name: string; settings: CompanySettings }>(
      'select id, slug, name, settings from companies where id = $1', [user.companyId]))[0];
    return c.json({
      code: 200,
      status: 'success',
      data: {
        // The role and its limits, so the console offers only what the server allows.
        user: { id: user.id, email: user.email, name: user.name, roles: [user.grant.role], kinds: user.grant.kinds ?? null, languages: user.grant.languages ?? null },
        company: { id: company.id, slug: company.slug, name: company.name },
        user_setting: await userSetting(db, company.settings),
        schema_patches: patches.get(company.slug) ?? {},
      },
    });
  });

  app.post('/logout', async (c) => {
    await revokeSession(db, c.get('token'));
    if (sessionCookieToken(c) === c.get('token')) clearSessionCookies(c);
    return c.json({ code: 200, status: 'success', message: 'Logged out' });
  });

  app.get('/companies', async (c) => {
    const items = await db.query('select name, email, phone, address from companies where id = $1', [c.get('user').companyId]);
    return c.json({ code: 200, status: 'success', data: { items } });
  });

  return app;
}
