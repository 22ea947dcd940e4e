import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { chooseMoreAction } from './shellSupport.ts';

// Scheduled publishing in real Chromium against the real server: an editor schedules a form to be
// published a few seconds ahead, on the company's clock; the editor header turns to Published by itself
// (the live event of the scheduled publish, no reload), History says it was published as scheduled, and
// the Dashboard's schedule says it happened. Screenshots go to .tmp/schedule/ for a person to look at.
const TIMEOUT = 120_000;
const FORM = kindRegistry.get('form');
const TITLE = `Ferry timetable ${Math.random().toString(36).slice(2, 7)}`;
const SHOTS = '.tmp/schedule';

/** `YYYY-MM-DDTHH:mm:ss` of an instant on a zone's clock: what a `datetime-local` input with seconds holds. */
function wallClock(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

describe('scheduling a publish in the console', () => {
  let id = 0;
  let zone = 'UTC';
  const s = consoleSession({
    signInAt: '/info',
    async prepare(server) {
      const client = api(server, await server.login());
      const made = await client.post(`/api/${FORM.api.entity}`, { title: TITLE, ingress: 'When the boats leave.', url: 'https://example.org/forms/ferry' });
      if (made.status !== 201) throw new Error(`form: ${made.status} ${JSON.stringify(made.body)}`);
      id = made.body.data.id;
      zone = (await client.post('/api/user/web')).body.data.user_setting.time_zone ?? 'UTC';
    },
  });
  let page: Page;
  beforeAll(() => { ({ page } = s); mkdirSync(SHOTS, { recursive: true }); });

  const badge = () => page.locator('.editor__header .badge');
  const dialog = () => page.getByRole('dialog', { name: `Schedule “${TITLE}”` });

  it('refuses a time in the past next to the field, in the editor’s words', async () => {
    await page.goto(`${s.server.url}/admin/${FORM.route}?id=${id}`);
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
    await expect.poll(() => badge().innerText()).toBe('Draft');
    await chooseMoreAction(page, 'Schedule…');
    await dialog().waitFor();
    expect(await dialog().innerText()).toContain(zone);
    await dialog().getByLabel('Publish at', { exact: true }).fill(wallClock(Date.now() - 3600_000, zone));
    await dialog().getByRole('button', { name: 'Save schedule' }).click();
    await dialog().getByText('This time has passed: choose one from now on.').waitFor();
    expect(await dialog().getByLabel('Publish at', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/dialog-refused-1280.png` });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await badge().innerText()).toBe('Draft');
  }, TIMEOUT);

  it('publishes the form a few seconds later, and the editor shows it without a reload', async () => {
    await chooseMoreAction(page, 'Schedule…');
    const at = Date.now() + 5000;
    await dialog().getByLabel('Publish at', { exact: true }).fill(wallClock(at, zone));
    await dialog().getByRole('button', { name: 'Save schedule' }).click();
    await dialog().waitFor({ state: 'detached' });
    const planned = page.getByRole('status').filter({ hasText: 'Will be published' });
    await planned.waitFor();
    await page.screenshot({ path: `${SHOTS}/editor-scheduled-1280.png` });
    // No reload from here on: a marker on the window would be gone after one.
    await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    await expect.poll(() => badge().innerText(), { timeout: 20_000, interval: 250 }).toBe('Published');
    await planned.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByText('Published as scheduled', { exact: true }).first().waitFor();
  }, TIMEOUT);

  it('lists it on the Dashboard as done, at 1280 and 390 px, in English and Spanish', async () => {
    await page.goto(`${s.server.url}/admin/dashboard`);
    const panel = page.getByRole('region', { name: 'Scheduled publishing' });
    const row = panel.locator(`[data-item="${FORM.id}/${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('done');
    expect(await row.innerText()).toContain(TITLE);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    await page.context().addCookies([{ name: 'lang', value: 'es', url: s.server.url }]);
    await page.reload();
    const es = page.getByRole('region', { name: 'Publicación programada' });
    await es.locator(`[data-item="${FORM.id}/${id}"]`).waitFor();
    expect(await es.locator(`[data-item="${FORM.id}/${id}"]`).innerText()).toContain('Hecho');
    await es.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-es-390.png`, fullPage: true });
    await page.goto(`${s.server.url}/admin/${FORM.route}?id=${id}`);
    await page.getByRole('heading', { name: /^Editar/ }).waitFor();
    await chooseMoreAction(page, 'Programar…', 'Más acciones del ciclo de vida');
    await page.getByRole('dialog').getByLabel('Publicar el', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dialog-es-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/dialog-es-1280.png` });
    await page.keyboard.press('Escape');
    await page.context().addCookies([{ name: 'lang', value: 'en', url: s.server.url }]);
  }, TIMEOUT);
});
