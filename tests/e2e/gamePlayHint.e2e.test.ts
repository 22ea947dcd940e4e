import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { kindRegistry } from '../support/kindRegistry.ts';

// Playing a game in real Chromium: each question tells the player what to do by its type and its
// number of correct answers (one correct: one answer; several: one or more), in English and Spanish.
// Screenshots of the phone at 1280 and 390 px go to .tmp/gamePlayHint/.
const TIMEOUT = 120_000;
const GAME = kindRegistry.get('game');
const QUESTION = kindRegistry.get('question');
const tag = Math.random().toString(36).slice(2, 7);
const SHOTS = '.tmp/gamePlayHint';

describe('the player’s instruction in game play', () => {
  let game = 0;
  const s = consoleSession({
    signInAt: '/info',
    async prepare(server) {
      const client = api(server, await server.login());
      const ids: number[] = [];
      for (const q of [
        { title: `Which ferry leaves first? ${tag}`, type: 'multiple_choice', points: 10, options: [{ text: 'The 9:10', correct: true }, { text: 'The 9:40' }] },
        { title: `Which stand on the waterfront? ${tag}`, type: 'multiple_choice', points: 5, options: [{ text: 'The Opera', correct: true }, { text: 'The museum', correct: true }, { text: 'The ski jump' }] },
      ]) {
        const made = await client.post(`/api/${QUESTION.api.entity}`, q);
        if (made.status !== 201) throw new Error(`question: ${made.status} ${JSON.stringify(made.body)}`);
        ids.push(made.body.data.id);
      }
      const made = await client.post(`/api/${GAME.api.entity}`, { title: `Ferry quiz ${tag}`, q_as: ids.map((id) => ({ question_id: id })) });
      if (made.status !== 201) throw new Error(`game: ${made.status} ${JSON.stringify(made.body)}`);
      game = made.body.data.id;
    },
  });
  let page: Page;
  beforeAll(() => { ({ page } = s); mkdirSync(SHOTS, { recursive: true }); });
  const phone = () => page.getByTestId('game-phone');

  const cases = [
    { language: 'en', start: 'Start', check: 'Check', next: 'Next', one: 'Choose one answer, then Check.', several: 'Choose one or more answers, then Check.' },
    { language: 'es', start: 'Empezar', check: 'Comprobar', next: 'Siguiente', one: 'Elige una respuesta y pulsa Comprobar.', several: 'Elige una o más respuestas y pulsa Comprobar.' },
  ];
  for (const w of cases) {
    it(`one correct answer asks for one answer, several for one or more (${w.language})`, async () => {
      await page.context().addCookies([{ name: 'lang', value: w.language, url: s.server.url }]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${s.server.url}/admin/GamePlay?game=${game}`);
      await phone().getByRole('button', { name: w.start }).click();
      await phone().getByText(w.one, { exact: true }).waitFor();
      expect(await phone().getByText(w.several, { exact: true }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/one-${w.language}-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/one-${w.language}-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await phone().getByRole('button', { name: 'The 9:10' }).click();
      await phone().getByRole('button', { name: w.check }).click();
      await phone().getByRole('button', { name: w.next }).click();
      await phone().getByText(w.several, { exact: true }).waitFor();
      await page.screenshot({ path: `${SHOTS}/several-${w.language}-1280.png` });
    }, TIMEOUT);
  }
});
