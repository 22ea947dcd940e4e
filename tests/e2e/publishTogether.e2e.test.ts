import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, type ApiClient } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { kindRegistry } from '../support/kindRegistry.ts';

// Publishing a game whose two questions are drafts, in real Chromium against the real server: the
// confirmation names both questions (kind, title, why) before anything goes live, and "Publish them
// together" puts the game and both questions live in one release: the visitors' app (the delivery API,
// read with an API key) gets the game with both questions in `included`, not an empty quiz. Screenshots
// of the dialog at 1280 and 390 px, in English and Spanish, go to .tmp/publishTogether/.
const TIMEOUT = 120_000;
const GAME = kindRegistry.get('game');
const QUESTION = kindRegistry.get('question');
const tag = Math.random().toString(36).slice(2, 7);
const TITLE = `Harbour quiz ${tag}`;
const QUESTIONS = [`Which ferry leaves first? ${tag}`, `How tall is the fortress tower? ${tag}`];
const SHOTS = '.tmp/publishTogether';

describe('publishing a game together with its draft questions', () => {
  let game = 0;
  let questions: number[] = [];
  let app: ApiClient;
  const s = consoleSession({
    signInAt: '/info',
    async prepare(server) {
      const client = api(server, await server.login());
      questions = [];
      for (const title of QUESTIONS) {
        const made = await client.post(`/api/${QUESTION.api.entity}`, { title, type: 'multiple_choice', points: 10, options: [{ text: 'This one', correct: true }, { text: 'That one' }] });
        if (made.status !== 201) throw new Error(`question: ${made.status} ${JSON.stringify(made.body)}`);
        questions.push(made.body.data.id);
      }
      const made = await client.post(`/api/${GAME.api.entity}`, { title: TITLE, q_as: questions.map((id) => ({ question_id: id })) });
      if (made.status !== 201) throw new Error(`game: ${made.status} ${JSON.stringify(made.body)}`);
      game = made.body.data.id;
      const key = await client.post('/api/settings/api-keys', { name: `Visitors' app ${tag}` });
      if (key.status !== 201) throw new Error(`api key: ${key.status}`);
      app = api(server, key.body.data.secret as string);
    },
  });
  let page: Page;
  beforeAll(() => { ({ page } = s); mkdirSync(SHOTS, { recursive: true }); });

  const badge = () => page.locator('.editor__header .badge');
  const dialog = () => page.getByRole('dialog', { name: 'Visitors would not get 2 linked items' });
  const delivered = (kind: string, id: number) => app.get(`/delivery/v1/${kind}/${id}`);

  it('names both draft questions before publishing, with links to their editors; at 1280 and 390 px, in English and Spanish', async () => {
    await page.goto(`${s.server.url}/admin/${GAME.route}?id=${game}`);
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
    await expect.poll(() => badge().innerText()).toBe('Draft');
    await page.getByRole('group', { name: 'Lifecycle actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog().waitFor();
    const rows = dialog().getByRole('list', { name: 'Linked items visitors would not get' }).getByRole('listitem');
    expect(await rows.allInnerTexts()).toEqual(QUESTIONS.map((q) => expect.stringMatching(new RegExp(`^Question\\s+${q.replace(/[?]/g, '\\?')}\\s+Draft: not published$`))));
    expect(await dialog().getByRole('link', { name: `Open Question “${QUESTIONS[0]}”` }).getAttribute('href')).toBe(`/admin/${QUESTION.route}?id=${questions[0]}`);
    await dialog().getByText('Published alone, visitors get this Game without 2 linked items.').waitFor();
    await page.screenshot({ path: `${SHOTS}/dialog-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/dialog-390.png` });
    // Nothing went live by asking.
    expect((await delivered(GAME.id, game)).status).toBe(404);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });

    await page.context().addCookies([{ name: 'lang', value: 'es', url: s.server.url }]);
    await page.reload();
    await page.getByRole('heading', { name: /^Editar/ }).waitFor();
    await page.getByRole('group', { name: 'Acciones del ciclo de vida' }).getByRole('button', { name: 'Publicar', exact: true }).click();
    const es = page.getByRole('dialog', { name: 'Los visitantes no recibirían 2 elementos enlazados' });
    await es.getByRole('button', { name: 'Publicarlos juntos' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dialog-es-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/dialog-es-1280.png` });
    await page.keyboard.press('Escape');
    await es.waitFor({ state: 'detached' });
    await page.context().addCookies([{ name: 'lang', value: 'en', url: s.server.url }]);
    await page.reload();
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
  }, TIMEOUT);

  it('“Publish them together” puts the game and both questions live: visitors get the game with both questions', async () => {
    await page.getByRole('group', { name: 'Lifecycle actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog().getByRole('button', { name: 'Publish them together' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: '3 items are live now' }).waitFor();
    await expect.poll(() => badge().innerText()).toBe('Published');
    await page.screenshot({ path: `${SHOTS}/published-1280.png` });
    const res = await delivered(GAME.id, game);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.item.included).sort()).toEqual(questions.map((id) => `${QUESTION.id}/${id}`).sort());
    for (const [i, id] of questions.entries()) expect(res.body.item.included[`${QUESTION.id}/${id}`].title).toBe(QUESTIONS[i]);
    for (const id of questions) expect((await delivered(QUESTION.id, id)).status).toBe(200);
  }, TIMEOUT);
});
