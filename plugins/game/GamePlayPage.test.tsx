// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveKind, type KindDefinition } from '../../src/core/index.ts';
import { loadConsoleParts } from '../../src/console/pluginTesting.ts';
import { renderSessionRoutes } from '../../src/console/pluginHosts.ts';
import questionDef from '../question/index.ts';
import type { Question } from '../question/questionTypes.ts';
import gameDef from './index.ts';
import { gameIdOf } from './GamePlayPage.tsx';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });
const game = resolveKind(gameDef as unknown as KindDefinition);
const question = resolveKind(questionDef as unknown as KindDefinition);
// The first import of the console module is slow under test; do it once up front.
beforeAll(async () => { await loadConsoleParts(game); });

const QUESTIONS: Record<number, Question> = {
  11: { title: 'Which of these stand on the waterfront?', type: 'multiple_choice', points: 5, explanation: 'Holmenkollen is on the hill.',
    options: [{ text: 'The Opera House', correct: true }, { text: 'The Astrup Fearnley Museum', correct: true }, { text: 'The ski jump' }] },
  12: { title: 'Can you walk on the Opera roof?', type: 'yes_no', points: 10, answer: 'yes', explanation: 'The roof is open to everyone.' },
  13: { title: 'The last ferry is leaving', type: 'scenario', points: 0, situation: 'Your friend is still buying ice cream.',
    choices: [{ text: 'Run', outcome: 'Your friend is stranded.', points: 0 }, { text: 'Wait', outcome: 'A calm ride together.', points: 15 }, { text: 'Ask the crew', outcome: 'They cast off on time.', points: 5 }] },
  14: { title: 'Which ferry leaves first?', type: 'multiple_choice', points: 10, options: [{ text: 'The 9:10 to Nesodden', correct: true }, { text: 'The 9:40 to Bygdøy' }] },
};
const GAMES: Record<number, Record<string, unknown>> = {
  1: { id: 1, title: 'Harbour quiz', q_as: [{ id: 1, question_id: 11 }, { id: 2, question_id: 12 }, { id: 3, question_id: 13 }] },
  2: { id: 2, title: 'Empty game', q_as: [] },
  3: { id: 3, title: 'Half lost', q_as: [{ id: 4, question_id: 12 }, { id: 5, question_id: 404 }] },
  4: { id: 4, title: 'Every kind', q_as: [{ id: 6, question_id: 14 }, { id: 7, question_id: 11 }, { id: 8, question_id: 12 }, { id: 9, question_id: 13 }] },
};
const api = (path: string) => {
  const m = /^\/(game|question)\/(\d+)$/.exec(path);
  const item = m && (m[1] === 'game' ? GAMES : QUESTIONS)[Number(m[2])];
  return item ? { data: { items: item } } : undefined;
};
const play = (path: string, language: 'en' | 'es' = 'en') => renderSessionRoutes(path, [game, question], api, { language });
const phone = () => screen.findByTestId('game-phone');
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('GamePlay', () => {
  it('plays the game one challenge at a time with a running score, the final score and Play again', async () => {
    const { calls } = play('/GamePlay?game=1');
    await screen.findByRole('heading', { name: 'Harbour quiz' });
    expect(within(await phone()).getByText('3 challenges · up to 35 points')).toBeTruthy();
    expect(calls).toEqual(expect.arrayContaining(['GET /game/1', 'GET /question/11', 'GET /question/12', 'GET /question/13']));
    click('Start');

    // Multiple choice: pick, then Check; one of two correct options is partly right.
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByText('Score: 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(true);
    click('The Opera House');
    expect(screen.getByRole('button', { name: 'The Opera House' }).getAttribute('aria-pressed')).toBe('true');
    click('Check');
    expect(screen.getByRole('heading', { name: 'Partly right' })).toBeTruthy();
    expect(screen.getByText('You won 5 of 10 points')).toBeTruthy();
    expect(screen.getByText('Holmenkollen is on the hill.')).toBeTruthy();
    expect(screen.getByText('Score: 5')).toBeTruthy();
    click('Next');

    // Yes/no answers at once.
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    click('Yes');
    expect(screen.getByRole('heading', { name: 'Right!' })).toBeTruthy();
    expect(screen.getByText('Score: 15')).toBeTruthy();
    click('Next');

    // Scenario: the chosen choice's outcome and points.
    expect(screen.getByText('Your friend is still buying ice cream.')).toBeTruthy();
    click('Ask the crew');
    expect(screen.getByText('They cast off on time.')).toBeTruthy();
    expect(screen.getByText('You won 5 of 15 points')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ask the crew.*Your pick · 5 points/ }).className).toContain('is-partial');
    expect(screen.getByRole('button', { name: /Wait.*15 points/ }).className).toContain('is-correct');
    click('See your score');

    expect(screen.getByRole('heading', { name: 'You scored 20 of 35 points' })).toBeTruthy();
    expect(screen.getByText('Score: 20')).toBeTruthy();
    click('Play again');
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByText('Score: 0')).toBeTruthy();
    // Nothing is stored.
    expect(calls.every((c) => c.startsWith('GET '))).toBe(true);
  });

  it('a wrong pick marks it and scores nothing; the right answers are shown', async () => {
    play('/GamePlay?game=1');
    await screen.findByRole('heading', { name: 'Harbour quiz' });
    click('Start');
    click('The Opera House');
    click('The ski jump');
    click('Check');
    expect(screen.getByRole('heading', { name: 'Wrong' })).toBeTruthy();
    expect(screen.getByText('Score: 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: /The ski jump.*Your pick/ }).className).toContain('is-wrong');
    expect(screen.getByRole('button', { name: /The Astrup Fearnley Museum.*Correct/ }).className).toContain('is-correct');
    expect(screen.getByRole('button', { name: /The Opera House.*Your pick · right/ }).className).toContain('is-correct');
  });

  // The player is told what to do as the question asks it: one answer where one is correct, one or
  // more where several are, yes or no, or what they would do; in the player's language.
  const HINTS = {
    en: { start: 'Start', check: 'Check', next: 'Next', yes: 'Yes', one: 'Choose one answer, then Check.', several: 'Choose one or more answers, then Check.', yesNo: 'Answer yes or no.', scenario: 'Choose what you would do.' },
    es: { start: 'Empezar', check: 'Comprobar', next: 'Siguiente', yes: 'Sí', one: 'Elige una respuesta y pulsa Comprobar.', several: 'Elige una o más respuestas y pulsa Comprobar.', yesNo: 'Responde sí o no.', scenario: 'Elige qué harías.' },
  };
  for (const language of ['en', 'es'] as const) {
    const words = HINTS[language];
    it(`tells the player what to do, by the question’s type and its number of correct answers (${language})`, async () => {
      play('/GamePlay?game=4', language);
      await screen.findByRole('heading', { name: 'Every kind' });
      click(words.start);
      // One correct option: one answer, and a second pick replaces the first.
      expect(screen.getByText(words.one)).toBeTruthy();
      expect(screen.queryByText(words.several)).toBeNull();
      click('The 9:40 to Bygdøy');
      click('The 9:10 to Nesodden');
      expect(screen.getByRole('button', { name: 'The 9:40 to Bygdøy' }).getAttribute('aria-pressed')).toBe('false');
      expect(screen.getByRole('button', { name: 'The 9:10 to Nesodden' }).getAttribute('aria-pressed')).toBe('true');
      click(words.check);
      expect(screen.queryByText(words.one)).toBeNull();
      click(words.next);
      // Two correct options: one or more, and picks add up.
      expect(screen.getByText(words.several)).toBeTruthy();
      click('The Opera House');
      click('The Astrup Fearnley Museum');
      expect(screen.getByRole('button', { name: 'The Opera House' }).getAttribute('aria-pressed')).toBe('true');
      click(words.check);
      click(words.next);
      expect(screen.getByText(words.yesNo)).toBeTruthy();
      click(words.yes);
      click(words.next);
      expect(screen.getByText(words.scenario)).toBeTruthy();
    });
  }

  it('links back to the game’s editor', async () => {
    play('/GamePlay?game=1');
    expect((await screen.findByRole('link', { name: /Back to the game/ })).getAttribute('href')).toBe('/game?id=1');
  });

  it('says so, without crashing, for an unknown or foreign game, no game, or a game without challenges', async () => {
    play('/GamePlay?game=99');
    expect(await screen.findByText('There is no game 99 to play here.')).toBeTruthy();
    cleanup();
    play('/GamePlay');
    expect(await screen.findByText(/No game chosen/)).toBeTruthy();
    cleanup();
    play('/GamePlay?game=2');
    expect(await screen.findByText(/This game has no challenges yet/)).toBeTruthy();
  });

  it('leaves out a challenge whose question cannot be loaded, and says so at the end', async () => {
    play('/GamePlay?game=3');
    await screen.findByText('1 challenge · up to 10 points');
    click('Start');
    click('No');
    click('See your score');
    expect(screen.getByRole('heading', { name: 'You scored 0 of 10 points' })).toBeTruthy();
    expect(screen.getByText('One challenge was left out: its question could not be loaded.')).toBeTruthy();
  });

  it('reads only a positive whole game id from the query', () => {
    expect(gameIdOf({ game: '42' })).toBe(42);
    for (const bad of ['', '0', '-1', '4.2', 'x', '1e3']) expect(gameIdOf({ game: bad }), bad).toBeNull();
    expect(gameIdOf({})).toBeNull();
  });
});

describe('the game editor', () => {
  it('shows the total points of the challenges, kept current, and a Play link for an opened game', async () => {
    // The phone preview resolves the questions through its own quiet loader (fetch).
    vi.stubGlobal('fetch', async (url: string) => {
      const answer = api(String(url).replace(/^\/api/, ''));
      return new Response(JSON.stringify(answer ?? { message: 'Not found' }), { status: answer ? 200 : 404 });
    });
    const { renderKindHost, wireItem } = await import('../../src/console/pluginHosts.ts');
    renderKindHost(game, {
      others: [question],
      items: [wireItem(1, GAMES[1])],
      listFields: game.list.fields,
      write: (call) => {
        const answer = call.method === 'GET' ? api(call.path) : undefined;
        if (answer) return answer;
        throw new Error(`unexpected ${call.method} ${call.path}`);
      },
    });
    // A new game: no link to play it, total 0.
    expect((await screen.findByTestId('game-total', {}, { timeout: 5000 })).textContent).toBe('Total: 0 points');
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: /Harbour quiz/ }));
    await waitFor(() => expect(screen.getByTestId('game-total').textContent).toBe('Total: 35 points'));
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/GamePlay?game=1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
    await waitFor(() => expect(screen.getByTestId('game-total').textContent).toBe('Total: 25 points'));
  });
});
