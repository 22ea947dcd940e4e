import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { axeAudit, formatFindings } from './axeAudit.ts';

// "New Question" from a game, in real Chromium, on a fresh sign-in that never opened the Q&A tab: the
// question's form (whose console module loads on demand) opens in the dialog; while it loads the dialog
// says so and offers Cancel; when its module cannot be fetched the dialog says so in the user's words.
// axe-core audits the dialog loading, failed and open. Screenshots go to .tmp/createReference/.
const TIMEOUT = 120_000;
const GAME = kindRegistry.get('game');
const tag = Math.random().toString(36).slice(2, 7);
const SHOTS = '.tmp/createReference';
// The question kind's console module, a chunk of its own in the built console.
const QUESTION_CHUNK = /\/assets\/QuestionConsole-[^/]+\.js$/;
// The dialog's form, a chunk of its own too.
const FORM_CHUNK = /\/assets\/CreateReferenceForm-[^/]+\.js$/;

describe('creating a question from a game without visiting Q&A first', () => {
  let game = 0;
  const s = consoleSession({
    signInAt: '/info',
    async prepare(server) {
      const client = api(server, await server.login());
      const made = await client.post(`/api/${GAME.api.entity}`, { title: `Quiz ${tag}`, q_as: [] });
      if (made.status !== 201) throw new Error(`game: ${made.status} ${JSON.stringify(made.body)}`);
      game = made.body.data.id;
    },
  });
  let page: Page;
  beforeAll(() => {
    ({ page } = s);
    mkdirSync(SHOTS, { recursive: true });
    // Reloading an editor with unsaved changes asks first: leave.
    page.on('dialog', (d) => void d.accept());
  });

  const dialog = () => page.getByRole('dialog', { name: 'New Question' });
  async function openNewQuestion() {
    await page.goto(`${s.server.url}/admin/${GAME.route}?id=${game}`);
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'New Question' }).click();
    await dialog().waitFor();
  }

  it('opens the question’s own form; Cancel closes it and the game keeps its unsaved challenge', async () => {
    await openNewQuestion();
    await dialog().getByRole('textbox', { name: /^Question/ }).waitFor();
    await dialog().getByRole('button', { name: 'Save and choose' }).waitFor();
    // Said before anything is stored: the question is saved at once, on its own, in Q&A.
    await dialog().getByText('Save and choose stores this Question at once, on its own in Q&A, and chooses it here: it stays in Q&A even if you leave this form without saving.').waitFor();
    await page.screenshot({ path: `${SHOTS}/form-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/form-390.png` });
    expect(formatFindings(await axeAudit(page, 'the New Question dialog at 390 px'))).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'New Question' }).waitFor();
    await page.getByText('Unsaved changes').waitFor();
  }, TIMEOUT);

  it('while the form loads, says what it loads and offers Cancel; it opens once loaded', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const hold = async (route: Route) => { await held; await route.continue(); };
    await page.route(QUESTION_CHUNK, hold);
    await openNewQuestion();
    await dialog().getByRole('status').filter({ hasText: 'Loading the Question form…' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/loading-1280.png` });
    expect(formatFindings(await axeAudit(page, 'the New Question dialog loading'))).toEqual([]);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    release();
    await page.getByRole('button', { name: 'New Question' }).click();
    await dialog().getByRole('textbox', { name: /^Question/ }).waitFor();
    await page.unroute(QUESTION_CHUNK, hold);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  }, TIMEOUT);

  it('a form that cannot be loaded says so in the user’s words, with Cancel', async () => {
    await page.route(QUESTION_CHUNK, (route) => route.abort('internetdisconnected'));
    await openNewQuestion();
    const alert = dialog().getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('The Question form could not be loaded; the connection may have dropped. Your changes here are kept: close this, save them, then reload the page and try again.');
    // The technical reason is there for whoever fixes it, folded away.
    expect(await dialog().getByText('Technical details').isVisible()).toBe(true);
    expect(await dialog().locator('pre').isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/failed-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/failed-390.png` });
    expect(formatFindings(await axeAudit(page, 'the New Question dialog that could not load its form'))).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.unroute(QUESTION_CHUNK);
  }, TIMEOUT);

  it('the dialog’s own form failing to load says so too, in Spanish for a Spanish user, and Cancel leaves the game as it was', async () => {
    await page.context().addCookies([{ name: 'lang', value: 'es', url: s.server.url }]);
    await page.route(FORM_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto(`${s.server.url}/admin/${GAME.route}?id=${game}`);
    await page.getByRole('heading', { name: /^Editar/ }).waitFor();
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await page.getByRole('button', { name: 'Nuevo: Pregunta' }).click();
    const es = page.getByRole('dialog', { name: 'Nuevo: Pregunta' });
    await es.getByRole('alert').filter({ hasText: 'No se pudo cargar el formulario (Pregunta); puede que se haya perdido la conexión.' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/failed-es-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/failed-es-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await es.getByRole('button', { name: 'Cancelar' }).click();
    await es.waitFor({ state: 'detached' });
    // The game's unsaved challenge is still there to save.
    await page.getByRole('button', { name: 'Nuevo: Pregunta' }).waitFor();
    await page.unroute(FORM_CHUNK);
    await page.context().addCookies([{ name: 'lang', value: 'en', url: s.server.url }]);
  }, TIMEOUT);

  it('Save and choose: the chosen row says the question was saved on its own in Q&A, whatever becomes of the game', async () => {
    await openNewQuestion();
    await dialog().getByRole('textbox', { name: /^Question/ }).fill(`Can you walk on the roof? ${tag}`);
    await dialog().getByRole('radio', { name: 'Yes / no', exact: true }).check();
    await dialog().getByRole('radio', { name: 'Yes', exact: true }).check();
    await dialog().getByRole('spinbutton', { name: /^Points per correct answer/ }).fill('10');
    await dialog().getByRole('button', { name: 'Save and choose' }).click();
    await dialog().waitFor({ state: 'detached' });
    const chosen = page.getByRole('group', { name: 'Chosen for Question' });
    await chosen.getByText(`Can you walk on the roof? ${tag}`).waitFor();
    expect(await chosen.getByRole('status').innerText()).toBe('New Question, saved on its own in Q&A: it stays there even if you leave this form without saving.');
    await chosen.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/created-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await chosen.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/created-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, TIMEOUT);
});
