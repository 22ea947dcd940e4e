import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { axeAudit, formatFindings } from './axeAudit.ts';
import { signIn } from './shellSupport.ts';

// Two people on one station in two real browsers against one real server: A (the admin)
// and B (the editor). Different fields merge live into the other's form with a quiet notice and no
// dialog; the same field asks B field by field, and B's choice is what is stored.
const TIMEOUT = 120_000;
const B = DEMO_TEAM.editor;

describe('two people editing one station at once', () => {
  let stationId = 0;
  let original = { title: '', pin_label: '' };
  const s = consoleSession({
    async prepare(server) {
      const list = (await api(server, await server.login()).get('/api/station')).body.data.stations as { id: number }[];
      stationId = list[0]!.id;
    },
  });
  let rest: ApiClient;
  let a: Page;
  let b: Page;
  let aName = '';
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    rest = api(s.server, await s.server.login());
    const stored = (await rest.get(`/api/station/${stationId}`)).body.data.items;
    original = { title: stored.title, pin_label: stored.pin_label ?? '' };
    aName = (await rest.post('/api/user/web', {})).body.data.user.name;
    expect(aName).toMatch(/\S/);
    const open = async (who?: { email: string; password: string }) => {
      const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const p = await context.newPage();
      p.setDefaultTimeout(20_000);
      await signIn(p, s.server, `/station?id=${stationId}`, who ? { email: who.email, password: who.password } : undefined);
      await title(p).and(p.locator(`[value="${original.title}"]`)).waitFor();
      return p;
    };
    [a, b] = await Promise.all([open(), open(B)]);
  }, TIMEOUT);
  afterAll(async () => { for (const c of contexts) await c.close(); });

  const title = (p: Page) => p.getByRole('textbox', { name: /^Station Title/ });
  const pinLabel = (p: Page) => p.getByRole('textbox', { name: /^Pin label/ });
  const save = async (p: Page) => {
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await p.getByRole('status').filter({ hasText: 'Successfully Updated' }).first().waitFor();
  };
  const stored = async () => (await rest.get(`/api/station/${stationId}`)).body.data.items as { title: string; pin_label: string; version: number };
  const notice = (p: Page) => p.locator('.arrived[role="status"]');

  it('merges A’s saved field into B’s form while B types, keeping B’s title, caret and focus; no dialog', async () => {
    await pinLabel(a).fill('Pier 4');
    // B is typing in the title when A's save arrives: every key must land, the caret must stay.
    await title(b).click();
    await title(b).press('End');
    await title(b).pressSequentially(' (north');
    await save(a);
    await title(b).pressSequentially(' side)', { delay: 60 });
    await pinLabel(b).and(b.locator('[value="Pier 4"]')).waitFor();
    const bTitle = `${original.title} (north side)`;
    expect(await title(b).inputValue()).toBe(bTitle);
    expect(await title(b).evaluate((el: HTMLInputElement) => el === document.activeElement && el.selectionStart === el.value.length)).toBe(true);
    await notice(b).filter({ hasText: /changed Pin label/ }).waitFor();
    expect(await notice(b).textContent()).toContain(`${aName} changed Pin label. It is merged into your form; your unsaved changes are kept.`);
    expect(await b.getByRole('dialog').count()).toBe(0);
    expect(formatFindings(await axeAudit(b, 'the editor with what arrived'))).toEqual([]);
    // B still has unsaved work (the title), and only that.
    await b.getByText('Unsaved changes', { exact: true }).waitFor();

    await save(b);
    // The save clears B's notice; A (nothing unsaved) shows B's title by itself, without a dialog.
    await notice(b).waitFor({ state: 'detached' });
    await title(a).and(a.locator(`[value="${bTitle}"]`)).waitFor();
    expect(await pinLabel(a).inputValue()).toBe('Pier 4');
    expect(await a.getByRole('dialog').count()).toBe(0);
    expect(await stored()).toMatchObject({ title: bTitle, pin_label: 'Pier 4' });
    await b.reload();
    await title(b).and(b.locator(`[value="${bTitle}"]`)).waitFor();
    expect(await pinLabel(b).inputValue()).toBe('Pier 4');
  }, TIMEOUT);

  it('asks B field by field when both changed the title; B’s choice is stored', async () => {
    await title(a).fill('Title by A');
    await title(b).fill('Title by B');
    await pinLabel(b).fill('Pier 5');
    await save(a);
    const dialog = b.getByRole('dialog', { name: 'Someone else changed this Station' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${aName} saved this while you were editing`);
    const row = dialog.getByRole('group', { name: 'Station Title' });
    expect(await row.locator('.conflict__mine').textContent()).toBe('Title by B');
    expect(await row.locator('.conflict__theirs').textContent()).toBe('Title by A');
    // Only the overlap is asked about.
    expect(await dialog.getByRole('group').count()).toBe(1);
    expect(formatFindings(await axeAudit(b, 'the field-by-field choice'))).toEqual([]);
    await row.getByRole('radio', { name: /Keep mine/ }).check();
    await dialog.getByRole('button', { name: 'Apply choices' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await title(b).inputValue()).toBe('Title by B');
    expect(await pinLabel(b).inputValue()).toBe('Pier 5');
    await save(b);
    expect(await stored()).toMatchObject({ title: 'Title by B', pin_label: 'Pier 5' });
    // A, with nothing unsaved, follows.
    await title(a).and(a.locator('[value="Title by B"]')).waitFor();
  }, TIMEOUT);

  it('a translator keeps what they type while another translation arrives, and chooses where both changed a text', async () => {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const c = await context.newPage();
    c.setDefaultTimeout(20_000);
    await signIn(c, s.server, `/station?id=${stationId}`, DEMO_TEAM.translator);
    const form = c.getByRole('form', { name: /^Translation into/ });
    const text = (path: string) => form.locator(`[data-path="${path}"] input, [data-path="${path}"] textarea`).first();
    await text('title').waitFor();
    // Another translator (the editor, through the API) saves the Spanish pin label while C types the title.
    const es = { 'x-language-code': 'es' };
    const other = api(s.server, await s.server.login(B.email, B.password));
    await text('title').fill('Título de C');
    const version = (await stored()).version;
    expect((await other.post(`/api/station/update/${stationId}`, { pin_label: 'Muelle 5', version }, es)).status).toBe(200);
    await text('pin_label').and(c.locator('[value="Muelle 5"]')).waitFor();
    expect(await text('title').inputValue()).toBe('Título de C');
    await c.locator('.arrived[role="status"]').filter({ hasText: 'what you typed is kept' }).waitFor();
    expect(await c.getByRole('dialog').count()).toBe(0);
    // Now both change the Spanish title: C is asked, field by field, before anything is overwritten.
    expect((await other.post(`/api/station/update/${stationId}`, { title: 'Título del otro', version }, es)).status).toBe(200);
    const dialog = c.getByRole('dialog', { name: /^Someone else changed this/ });
    await dialog.waitFor();
    const row = dialog.getByRole('group');
    expect(await row.count()).toBe(1);
    expect(await row.locator('.conflict__mine').textContent()).toBe('Título de C');
    expect(await row.locator('.conflict__theirs').textContent()).toBe('Título del otro');
    expect(formatFindings(await axeAudit(c, 'the translator’s field-by-field choice'))).toEqual([]);
    await row.getByRole('radio', { name: /Take theirs/ }).check();
    await dialog.getByRole('button', { name: 'Apply choices' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await text('title').inputValue()).toBe('Título del otro');
    const inEs = (await api(s.server, await s.server.login()).get(`/api/station/${stationId}`, es)).body.data.items as { title: string; pin_label: string };
    expect(inEs).toMatchObject({ title: 'Título del otro', pin_label: 'Muelle 5' });
  }, TIMEOUT);
});
