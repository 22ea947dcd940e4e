import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { api } from '../support/api.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { consoleSession } from '../support/consoleSession.ts';

// One sign-in, more console tabs than its live streams (made 1 here, LIVE_STREAMS_PER_SESSION): the refused
// tab keeps working, asks again only every few seconds (never a tight loop), and once the other tab closes
// it gets its stream and follows other people's changes without a reload.
const TIMEOUT = 90_000;
const isStream = (url: string) => new URL(url).pathname === '/api/live';

describe('live updates in more tabs than a session may stream', () => {
  const s = consoleSession({ server: { env: { LIVE_STREAMS_PER_SESSION: '1' } }, signInAt: '/web_pages' });

  it('a refused tab backs off, and takes the stream once the other tab closes', async () => {
    const first = s.page;
    // The first tab holds the session's one stream (reloaded, so its stream's answer is seen). The server may
    // still count the stream of the page being replaced when the new page asks: then the new one is refused
    // once and gets in on its retry, a few seconds later.
    const held = first.waitForResponse((r) => isStream(r.url()) && r.status() === 200, { timeout: 30_000 });
    await first.reload();
    expect((await held).status()).toBe(200);
    const second: Page = await s.context.newPage();
    const asked: Response[] = [];
    second.on('response', (r) => { if (isStream(r.url())) asked.push(r); });
    await second.goto(`${s.server.url}/admin/web_pages`);
    await second.getByRole('navigation', { name: 'Content' }).waitFor();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked[0].status()).toBe(429);
    // Twelve seconds: at most the first ask and two retries (after about 5 s, then 10 s more).
    await second.waitForTimeout(12_000);
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked.every((r) => r.status() === 429)).toBe(true);

    await first.close();
    const letIn = await second.waitForResponse((r) => isStream(r.url()) && r.status() === 200, { timeout: 45_000 });
    expect(letIn.status()).toBe(200);
    const title = `Arrived while refused ${Math.random().toString(36).slice(2, 7)}`;
    const editor = api(s.server, await s.server.login(DEMO_TEAM.editor.email, DEMO_TEAM.editor.password));
    expect((await editor.post('/api/web_page', { title, url: 'https://example.org/arrived' })).status).toBe(201);
    await second.getByRole('listbox').getByRole('option', { name: new RegExp(title) }).waitFor({ timeout: 15_000 });
  }, TIMEOUT);
});
