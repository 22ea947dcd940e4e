import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { DEMO_COMPANY, DEMO_TEAM, OTHER_COMPANY } from '../support/companies.ts';
import { signIn, tokenOf } from './shellSupport.ts';
import { axeAudit, formatFindings } from './axeAudit.ts';

// The console's session in real Chromium: a token no script can read, a link on another site that
// changes nothing, the Content-Security-Policy the real screens live with, and an auto sign-in link
// that asks before it replaces someone's session.
const TIMEOUT = 120_000;

/** Records every CSP violation of the page's documents (and the console's reports of them, workers included). */
async function watchPolicy(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportViolation', (_source, text: string) => { violations.push(text); });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation(t: string): void }).__reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  return violations;
}

/** A page of another site: http://localhost:port (the console is on 127.0.0.1) with one link. */
async function startOtherSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(html); });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, close: () => new Promise((ok) => server.close(() => ok())) };
}

describe('the console session', () => {
  const s = consoleSession({ fakeMap: true, viewport: { width: 1280, height: 900 } });

  it('keeps the session token out of scripts, and the API still works from the console', async () => {
    await signIn(s.page, s.server, '/web_pages');
    await s.page.getByRole('option').first().waitFor();
    const token = await tokenOf(s.context);
    const cookie = (await s.context.cookies()).find((c) => c.name === 'tb_token')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const readable = await s.page.evaluate(() => document.cookie);
    expect(readable).not.toContain(token);
    expect(readable).not.toContain('tb_token');
    expect(readable).toContain('tb_csrf=');
    // A save goes through: the console sends its CSRF proof with the cookie.
    await s.page.getByRole('option').first().click();
    const title = s.page.getByRole('textbox', { name: /^Title/ });
    await title.fill('Signed in by cookie');
    await s.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => ((await api(s.server, token).get('/api/web_page')).body.data.items as { title: string }[]).some((p) => p.title === 'Signed in by cookie')).toBe(true);
  }, TIMEOUT);

  it('a link on another site to a lifecycle GET, clicked by a signed-in editor, changes nothing', async () => {
    const admin = api(s.server, await s.server.login());
    const created = await admin.post('/api/story', { name: 'Target', title: 'Do not destroy', ingress: 'Kept', text: 'Kept.', pages: [{ page_title: 'Start', text: 'Here.', is_end: true }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const other = await startOtherSite(`<!doctype html><title>Prize</title><a id="go" href="${s.server.url}/api/story/destroy/${id}">Claim your prize</a>`);
    const context = await s.browser.newContext();
    try {
      const page = await context.newPage();
      await signIn(page, s.server, '/story', DEMO_TEAM.editor);
      await page.goto(other.url);
      const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/story/destroy/${id}`)), page.click('#go')]);
      // The session cookie rode along (SameSite=Lax lets a top-level link carry it): the refusal is the CSRF check's.
      expect((await answer.request().allHeaders()).cookie ?? '').toContain('tb_token=');
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { message?: string }).message).toMatch(/\S/);
      const stories = (await admin.get('/api/story')).body.data.story as { id: number }[];
      expect(stories.map((x) => x.id)).toContain(id);
      expect((await admin.get(`/api/story/${id}`)).status).toBe(200);
    } finally {
      await context.close();
      await other.close();
    }
  }, TIMEOUT);

  it('sends its Content-Security-Policy and frame, referrer and nosniff headers, and the main screens and a map load without a violation', async () => {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const violations = await watchPolicy(context, page);
      const first = await page.goto(`${s.server.url}/admin/login`);
      const headers = first!.headers();
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain(new URL(s.fake.url).origin);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      await signIn(page, s.server, '/web_pages');
      // A list, an item in the editor with its phone preview.
      await page.getByRole('option').first().click();
      await page.getByTestId('phone-emulator').waitFor();
      // A map screen: the station editor draws the fake tiles.
      const tilesBefore = s.fake.tileRequests.length;
      await page.goto(`${s.server.url}/admin/station`);
      await page.getByRole('listbox').first().getByRole('option').first().click();
      await page.locator('canvas.maplibregl-canvas').first().waitFor();
      await expect.poll(() => s.fake.tileRequests.length).toBeGreaterThan(tilesBefore);
      // A picture upload (with the session's proof) and the crop dialog.
      await page.goto(`${s.server.url}/admin/story`);
      await page.getByRole('listbox').first().getByRole('option').first().click();
      await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
      const pages = page.getByRole('group', { name: 'Pages' });
      const toggle = pages.locator('button.collapsible-row__toggle').first();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      const panel = page.locator('.collapsible-row__panel[role="region"]').first();
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
      const edit = panel.getByRole('button', { name: /^Edit Picture/ });
      if (await edit.count()) {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), edit.click()]);
        await chooser.setFiles({ name: 'sea.jpg', mimeType: 'image/jpeg', buffer: photo });
      } else {
        await panel.getByLabel(/^Picture/).setInputFiles({ name: 'sea.jpg', mimeType: 'image/jpeg', buffer: photo });
      }
      const crop = page.getByRole('dialog', { name: 'Crop the picture' });
      const area = crop.getByRole('group', { name: /^Crop frame/ });
      await area.waitFor();
      // Laid out by react-easy-crop's own styles: the frame has the field's 16:9, not a collapsed box.
      const box = (await area.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      await page.keyboard.press('Escape');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  }, TIMEOUT);
});

describe('an auto sign-in link', () => {
  const s = consoleSession({ viewport: { width: 1280, height: 900 } });
  const link = (as: { email: string; password: string }, redirect = '/info') =>
    `${s.server.url}/admin/login/${encodeURIComponent(as.email)}/${encodeURIComponent(as.password)}?redirect=${encodeURIComponent(redirect)}`;

  /** A fresh context signed in as the demo admin, recording the address at boot and every sign-in call. */
  async function signedInPage(): Promise<{ page: Page; context: BrowserContext; logins: string[] }> {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, s.server, '/web_pages');
    // Where the address stood when the page had run its scripts, before anything could paint.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => { (window as unknown as { __bootHref: string }).__bootHref = location.href; });
    });
    const logins: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/login') logins.push(r.url()); });
    return { page, context, logins };
  }

  const whoAmI = async (context: BrowserContext) => (await api(s.server, await tokenOf(context)).post('/api/user/web')).body.data as { user: { email: string }; company: { name: string } };

  it('over another user’s session asks first, does nothing until the click, and never shows the password', async () => {
    const { page, context, logins } = await signedInPage();
    const before = await tokenOf(context);
    await page.goto(link(OTHER_COMPANY));
    expect(await page.evaluate(() => (window as unknown as { __bootHref: string }).__bootHref)).not.toContain(OTHER_COMPANY.password);
    const question = page.getByText(`You are signed in as ${DEMO_COMPANY.email} at ${DEMO_COMPANY.name}. Sign in as ${OTHER_COMPANY.email} instead?`);
    await question.waitFor();
    // A new screen meets the accessibility bar of every other (0 critical, 0 serious).
    expect(formatFindings(await axeAudit(page, 'switch account'))).toEqual([]);
    expect(page.url()).not.toContain(OTHER_COMPANY.password);
    expect(page.url()).not.toContain(encodeURIComponent(OTHER_COMPANY.password));
    // Nothing happens without the click.
    await page.waitForTimeout(1000);
    expect(logins).toEqual([]);
    expect(await tokenOf(context)).toBe(before);
    expect((await whoAmI(context)).company.name).toBe(DEMO_COMPANY.name);

    await page.getByRole('button', { name: `Sign in as ${OTHER_COMPANY.email}`, exact: true }).click();
    await page.getByText(`You are now signed in as ${OTHER_COMPANY.email} at ${OTHER_COMPANY.name}.`).waitFor();
    expect(formatFindings(await axeAudit(page, 'now signed in'))).toEqual([]);
    expect(page.url()).not.toContain(OTHER_COMPANY.password);
    expect(logins).toHaveLength(1);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/admin\/info$/);
    await page.getByRole('heading', { name: OTHER_COMPANY.name, level: 1 }).waitFor();
    expect(page.url()).not.toContain(OTHER_COMPANY.password);
    expect((await whoAmI(context)).user.email).toBe(OTHER_COMPANY.email);
    // The session the link replaced is over, not left behind.
    expect((await api(s.server, before).post('/api/user/web')).status).toBe(401);
    await context.close();
  }, TIMEOUT);

  it('keeps the current session when the user declines, and goes to the console', async () => {
    const { page, context, logins } = await signedInPage();
    const before = await tokenOf(context);
    await page.goto(link(OTHER_COMPANY));
    await page.getByRole('button', { name: `Stay signed in as ${DEMO_COMPANY.email}`, exact: true }).click();
    await page.waitForURL(/\/admin\/info$/);
    await page.getByRole('heading', { name: DEMO_COMPANY.name, level: 1 }).waitFor();
    expect(logins).toEqual([]);
    expect(await tokenOf(context)).toBe(before);
    expect(page.url()).not.toContain(OTHER_COMPANY.password);
    await context.close();
  }, TIMEOUT);

  it('goes straight on when the link names the user already signed in', async () => {
    const { page, context, logins } = await signedInPage();
    await page.goto(link(DEMO_COMPANY, '/station'));
    await page.waitForURL(/\/admin\/station$/);
    await page.getByRole('listbox').first().getByRole('option').first().waitFor();
    expect(logins).toEqual([]);
    expect(page.url()).not.toContain(DEMO_COMPANY.password);
    await context.close();
  }, TIMEOUT);
});
