import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import question from '../../question/index.ts';
import game from '../index.ts';
import { openTab } from '../../../tests/e2e/tabBarSupport.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api, storedList } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// The question bank (Q&A) and games (SPEC §2, §3, §7) in real Chromium against the built console
// (dist/) and a real server: three questions written through their rules, a game built from them
// (picked and created inline), reordered, trimmed, published, previewed, played, and traced back.
const TIMEOUT = 120_000;
const Q = resolveKind(question).api;
const G = resolveKind(game).api;

interface StoredQuestion { id: number; title: string; type: string; points: number; answer?: string; options?: { text: string; correct?: boolean }[]; choices?: { text: string; outcome?: string; points?: number }[] }
interface StoredGame { id: number; title: string; state?: string; is_published?: boolean; q_as?: { id: number; question_id: number }[] }

const MC = {
  title: 'Which boats leave from the City Hall pier?',
  options: ['Island ferries', 'Cruise ships', 'Fjord sightseeing boats'],
  explanation: 'Cruise ships berth further out, at Akershus and Revierkaia.',
};
const YN = { title: 'Is the roof of the Opera House clad in white marble?', explanation: 'Italian Carrara marble, about 36,000 pieces.' };
const SC = {
  title: 'Rain on the fortress walk',
  situation: 'A downpour starts as you reach the fortress gate.',
  choices: [
    { text: 'Shelter in the castle chapel', outcome: 'Dry, and you hear the organ rehearse.', points: 5 },
    { text: 'Keep walking along the ramparts', outcome: 'Soaked, but the fjord view is all yours.', points: 20 },
  ],
};
const INLINE = { title: 'Does the fortress still fire a salute for royal birthdays?', explanation: 'A 21-gun salute booms from the ramparts.' };
const OPERA_ROOF = 'Can you walk on the roof of the Opera House?';
const GAME = 'Fortress challenge';

describe('question bank and games', () => {
  const s = consoleSession({ permissions: [], signInAt: '/qa' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const editor = () => page.getByRole('region', { name: /^(New|Edit) (Question|Game)$/ });
  const save = () => editor().getByRole('button', { name: 'Save', exact: true }).click();
  const saved = () => page.getByRole('status').filter({ hasText: 'Successfully Saved' }).last();
  const updated = () => page.getByRole('status').filter({ hasText: 'Successfully Updated' }).last();
  /** A rule's message beside its field (RJSF's error list items, "⚠ message"). */
  const fieldError = (scope: Locator, msg: string) => scope.getByRole('listitem').filter({ hasText: msg });
  const phone = () => page.getByTestId('phone-emulator');
  const challenges = () => editor().getByRole('group', { name: 'Challenges', exact: true });
  /** Row n (from 1) of an array field: its fields and its Move up / Move down / Remove buttons. */
  const row = (array: Locator, n: number) => array.locator(':scope > .array-item-list > .rjsf-array-item').nth(n - 1);
  const rowCount = (array: Locator) => array.locator(':scope > .array-item-list > .rjsf-array-item').count();
  const client = async () => api(server, await tokenOf(page.context()));

  const questions = async () => storedList<StoredQuestion>(await client(), Q);
  const games = async () => storedList<StoredGame>(await client(), G);
  const questionId = async (title: string) => (await questions()).find((q) => q.title === title)!.id;
  const stored = async () => (await games()).find((g) => g.title === GAME)!;

  /** Save, expecting these messages beside the fields and nothing stored. */
  async function refused(messages: string[], scope = editor()) {
    for (const msg of messages) await fieldError(scope, msg).first().waitFor();
    expect(await page.getByRole('heading', { name: /^New (Question|Game)$/ }).count()).toBe(1);
  }

  async function newQuestion() {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Question' }).waitFor();
  }

  /** The preview's options (emu-points) as text, with whether each is marked correct. */
  const previewOptions = () => phone().locator('.emu-points__option').evaluateAll((els) =>
    els.map((e) => ({ text: e.querySelector('span')?.textContent ?? '', correct: e.classList.contains('is-correct'), badge: e.querySelector('.emu-points__badge')?.textContent ?? '' })));

  /** The preview's scenario cards (emu-scenarios) as [title, text]. */
  const cards = () => phone().locator('.emu-scenarios__list > li').evaluateAll((els) =>
    els.map((e) => [e.querySelector('strong')?.textContent ?? '', e.querySelector('p')?.textContent ?? '']));

  /** The chosen question titles of the challenge rows, in order. */
  const chosenTitles = () => challenges().locator('[role="group"][aria-label="Chosen for Question"] .item-line__title').allInnerTexts();

  /** Picks a question for challenge row n by typing part of its title into the row's search. */
  async function pick(n: number, search: string, title: string) {
    const r = row(challenges(), n);
    await r.getByRole('combobox', { name: /^Question/ }).fill(search);
    await r.getByRole('option', { name: new RegExp(`^${esc(title)}`) }).click();
    await r.getByRole('group', { name: 'Chosen for Question' }).getByText(title, { exact: true }).waitFor();
  }

  async function addChallenge(): Promise<Locator> {
    const n = await rowCount(challenges());
    await challenges().getByRole('button', { name: 'Add', exact: true }).last().click();
    const r = row(challenges(), n + 1);
    await r.waitFor();
    return r;
  }

  const total = () => editor().getByTestId('game-total');

  /**
   * Types into a text field and leaves it. Leaving matters: the console's text inputs report to the form
   * after a 250 ms pause or on blur, and once a save was refused, an Add clicked within that pause is
   * lost (see the report); a user tabbing on, or pausing, never meets it.
   */
  async function enter(box: Locator, text: string) {
    await box.fill(text);
    await box.blur();
  }

  it('a multiple-choice question: two options with text, one or more marked correct, points within 0–1000; the preview marks the correct ones', async () => {
    await newQuestion();
    const ed = editor();
    // Nothing at all: the question is required, and a multiple-choice question needs options.
    await save();
    await refused(['The question is required', 'A multiple-choice question needs at least two options']);
    await enter(ed.getByRole('textbox', { name: /^Question/ }), MC.title);
    expect(await ed.getByRole('radio', { name: 'Multiple choice' }).isChecked()).toBe(true);
    const options = ed.getByRole('group', { name: 'Options', exact: true });
    const option = (n: number) => row(options, n);

    await options.getByRole('button', { name: 'Add', exact: true }).click();
    await enter(option(1).getByRole('textbox', { name: 'Option', exact: true }), MC.options[0]);
    await save();
    await refused(['A multiple-choice question needs at least two options']);
    expect(await fieldError(ed, 'The question is required').count()).toBe(0);

    await options.getByRole('button', { name: 'Add', exact: true }).last().click();
    await enter(option(2).getByRole('textbox', { name: 'Option', exact: true }), MC.options[1]);
    await options.getByRole('button', { name: 'Add', exact: true }).last().click();
    await option(3).waitFor();
    await save();
    await refused(['Mark at least one option as correct', 'Each option needs a text']);
    expect(await fieldError(ed, 'needs at least two options').count()).toBe(0);
    expect(await option(3).getByRole('textbox', { name: 'Option', exact: true }).getAttribute('aria-invalid')).toBe('true');

    await enter(option(3).getByRole('textbox', { name: 'Option', exact: true }), MC.options[2]);
    await option(1).getByRole('checkbox', { name: 'Correct', exact: true }).check();
    await option(3).getByRole('checkbox', { name: 'Correct', exact: true }).check();
    const points = ed.getByRole('spinbutton', { name: /^Points per correct answer/ });
    await enter(points, '1001');
    await save();
    await refused(['Points are whole numbers from 0 to 1000']);
    expect(await fieldError(ed, 'Mark at least one option as correct').count()).toBe(0);
    // Only the kind's words, not ajv's.
    expect(await ed.getByText(/must be <=|must NOT have/).count()).toBe(0);

    await enter(points, '5');
    await enter(ed.getByRole('textbox', { name: 'Explanation', exact: true }), MC.explanation);
    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Question' }).waitFor();

    const mc = (await questions()).find((q) => q.title === MC.title)!;
    expect(mc).toMatchObject({ type: 'multiple_choice', points: 5 });
    expect(mc.options!.map((o) => [o.text, Boolean(o.correct)])).toEqual([[MC.options[0], true], [MC.options[1], false], [MC.options[2], true]]);
    // Only this type's fields are kept.
    expect(mc).not.toHaveProperty('answer');
    expect(mc).not.toHaveProperty('choices');

    // The preview: the question and its options, both correct ones marked.
    await phone().getByRole('heading', { name: MC.title }).waitFor();
    await expect.poll(previewOptions).toEqual([
      { text: MC.options[0], correct: true, badge: '✓ Correct answer' },
      { text: MC.options[1], correct: false, badge: '' },
      { text: MC.options[2], correct: true, badge: '✓ Correct answer' },
    ]);
    await phone().getByText(MC.explanation).waitFor();
    await page.screenshot({ path: '.tmp/games-e2e.png' });
  }, TIMEOUT);

  it('a yes/no question needs its answer; the preview marks it', async () => {
    await newQuestion();
    const ed = editor();
    await enter(ed.getByRole('textbox', { name: /^Question/ }), YN.title);
    await ed.getByRole('radio', { name: 'Yes / no', exact: true }).check();
    // The options are gone, the answer is there.
    await ed.getByRole('group', { name: 'Options', exact: true }).waitFor({ state: 'detached' });
    await save();
    await refused(['Choose the correct answer']);
    expect(await fieldError(ed, 'needs at least two options').count()).toBe(0);

    await ed.getByRole('radio', { name: 'Yes', exact: true }).check();
    await enter(ed.getByRole('textbox', { name: 'Explanation', exact: true }), YN.explanation);
    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Question' }).waitFor();
    expect((await questions()).find((q) => q.title === YN.title)).toMatchObject({ type: 'yes_no', answer: 'yes', points: 10 });

    await phone().getByRole('heading', { name: YN.title }).waitFor();
    await expect.poll(previewOptions).toEqual([
      { text: 'Yes', correct: true, badge: '✓ Correct answer' },
      { text: 'No', correct: false, badge: '' },
    ]);
  }, TIMEOUT);

  it('a scenario needs a situation and two choices with text; the preview lists the choices with outcomes and points', async () => {
    await newQuestion();
    const ed = editor();
    await enter(ed.getByRole('textbox', { name: /^Question/ }), SC.title);
    await ed.getByRole('radio', { name: 'Scenario', exact: true }).check();
    const choices = ed.getByRole('group', { name: 'Choices', exact: true });
    const choice = (n: number) => row(choices, n);
    // A scenario scores by its choices: no points per correct answer.
    expect(await ed.getByRole('spinbutton', { name: /^Points per correct answer/ }).count()).toBe(0);

    await choices.getByRole('button', { name: 'Add', exact: true }).click();
    await enter(choice(1).getByRole('textbox', { name: 'Choice', exact: true }), SC.choices[0].text);
    await enter(choice(1).getByRole('textbox', { name: 'Outcome', exact: true }), SC.choices[0].outcome);
    await enter(choice(1).getByRole('spinbutton', { name: 'Points', exact: true }), String(SC.choices[0].points));
    await save();
    await refused(['Describe the situation', 'A scenario needs at least two choices']);

    await enter(ed.getByRole('textbox', { name: 'Situation', exact: true }), SC.situation);
    await choices.getByRole('button', { name: 'Add', exact: true }).last().click();
    await enter(choice(2).getByRole('spinbutton', { name: 'Points', exact: true }), '1001');
    await save();
    await refused(['Each choice needs a text', 'Points are whole numbers from 0 to 1000']);
    expect(await fieldError(ed, 'Describe the situation').count()).toBe(0);
    expect(await fieldError(ed, 'at least two choices').count()).toBe(0);

    await enter(choice(2).getByRole('textbox', { name: 'Choice', exact: true }), SC.choices[1].text);
    await enter(choice(2).getByRole('textbox', { name: 'Outcome', exact: true }), SC.choices[1].outcome);
    await enter(choice(2).getByRole('spinbutton', { name: 'Points', exact: true }), String(SC.choices[1].points));
    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Question' }).waitFor();
    const sc = (await questions()).find((q) => q.title === SC.title)!;
    expect(sc).toMatchObject({ type: 'scenario', situation: SC.situation });
    expect(sc.choices!.map(({ text, outcome, points }) => ({ text, outcome, points }))).toEqual(SC.choices);

    // Its list row names the type, not the hidden points per correct answer (a scenario scores by its choices).
    const listed = page.getByRole('listbox', { name: 'Q&A' }).getByRole('option', { name: new RegExp(`^${esc(SC.title)}`) });
    await expect.poll(() => listed.locator('.row__sub').innerText()).toBe('scenario');
    await phone().getByRole('heading', { name: `${SC.title} — ${SC.situation}` }).waitFor();
    await expect.poll(cards).toEqual(SC.choices.map((c) => [c.text, `${c.outcome} · ${c.points} p`]));
  }, TIMEOUT);

  it('builds a game: picks questions, creates one inline (it lands in the bank), totals the points, reorders and saves', async () => {
    await openTab(page, 'Games');
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Game' }).waitFor();
    await enter(editor().getByRole('textbox', { name: /^Title/ }), GAME);
    await enter(editor().getByRole('textbox', { name: 'Ingress', exact: true }), 'Four questions between the gate and the ramparts.');
    await expect.poll(() => total().innerText()).toBe('Total: 0 points');

    await addChallenge();
    await pick(1, 'boats leave', MC.title);
    // Two correct options at 5 points each.
    await expect.poll(() => total().innerText()).toBe('Total: 10 points');
    // The new, unsaved game's phone shows the question as the Q&A preview does: its options, the correct ones highlighted.
    await phone().getByRole('heading', { name: `1. ${MC.title} · 10 p` }).waitFor();
    await expect.poll(previewOptions).toEqual([
      { text: MC.options[0], correct: true, badge: '✓ Correct answer' },
      { text: MC.options[1], correct: false, badge: '' },
      { text: MC.options[2], correct: true, badge: '✓ Correct answer' },
    ]);
    await addChallenge();
    await pick(2, 'fortress walk', SC.title);
    // A scenario's most: its best choice.
    await expect.poll(() => total().innerText()).toBe('Total: 30 points');

    // The third is written here, in the question's own form, with its own rules.
    const third = await addChallenge();
    await third.getByRole('button', { name: 'New Question', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New Question' });
    await dialog.waitFor();
    await enter(dialog.getByRole('textbox', { name: /^Question/ }), INLINE.title);
    await dialog.getByRole('radio', { name: 'Yes / no', exact: true }).check();
    const saveAndChoose = dialog.getByRole('button', { name: 'Save and choose', exact: true });
    await saveAndChoose.click();
    await fieldError(dialog, 'Choose the correct answer').waitFor();
    await dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
    await enter(dialog.getByRole('spinbutton', { name: /^Points per correct answer/ }), '10');
    await enter(dialog.getByRole('textbox', { name: 'Explanation', exact: true }), INLINE.explanation);
    await saveAndChoose.click();
    await dialog.waitFor({ state: 'detached' });
    await third.getByRole('group', { name: 'Chosen for Question' }).getByText(INLINE.title, { exact: true }).waitFor();
    // It is in the bank already, before the game is saved.
    expect((await questions()).find((q) => q.title === INLINE.title)).toMatchObject({ type: 'yes_no', answer: 'yes', points: 10 });
    await expect.poll(() => total().innerText()).toBe('Total: 40 points');

    await addChallenge();
    await pick(4, 'Opera House clad', YN.title);
    await addChallenge();
    await pick(5, 'walk on the roof', OPERA_ROOF);
    await expect.poll(() => total().innerText()).toBe('Total: 60 points');
    expect(await chosenTitles()).toEqual([MC.title, SC.title, INLINE.title, YN.title, OPERA_ROOF]);

    // The inline question moves up one: before the scenario.
    await row(challenges(), 3).getByRole('button', { name: 'Move up', exact: true }).click();
    await expect.poll(chosenTitles).toEqual([MC.title, INLINE.title, SC.title, YN.title, OPERA_ROOF]);
    expect(await total().innerText()).toBe('Total: 60 points');

    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Game' }).waitFor();
    const ids = await Promise.all([MC.title, INLINE.title, SC.title, YN.title, OPERA_ROOF].map(questionId));
    const g = await stored();
    expect(g.q_as!.map((c) => c.question_id)).toEqual(ids);
    // Each challenge has its own key.
    expect(new Set(g.q_as!.map((c) => c.id)).size).toBe(5);
  }, TIMEOUT);

  it('removes a challenge with its row button, and another through GET /api/challenges/remove/{id}', async () => {
    // The yes/no question of the bank leaves this game: the fourth row.
    await row(challenges(), 4).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(chosenTitles).toEqual([MC.title, INLINE.title, SC.title, OPERA_ROOF]);
    await expect.poll(() => total().innerText()).toBe('Total: 50 points');
    await save();
    await updated().waitFor();
    const g = await stored();
    expect(g.q_as!.map((c) => c.question_id)).toEqual(await Promise.all([MC.title, INLINE.title, SC.title, OPERA_ROOF].map(questionId)));

    // The API's own remove (SPEC §7), by the challenge's id.
    const last = g.q_as!.at(-1)!;
    const res = await (await client()).get(`/api/challenges/remove/${last.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Challenge Successfully Deleted');
    const after = await stored();
    expect(after.q_as!.map((c) => c.id)).toEqual(g.q_as!.slice(0, -1).map((c) => c.id));

    // The editor shows the stored game again after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Game' }).waitFor();
    await expect.poll(chosenTitles).toEqual([MC.title, INLINE.title, SC.title]);
    await expect.poll(() => total().innerText()).toBe('Total: 40 points');
  }, TIMEOUT);

  it('publishing a game without challenges is refused with the rule; the built game publishes', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Game' }).waitFor();
    await enter(editor().getByRole('textbox', { name: /^Title/ }), 'Empty quiz');
    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Game' }).waitFor();
    const rule = 'A game needs at least one challenge before it is published';
    await editor().getByRole('button', { name: 'Publish', exact: true }).click();
    // The console names the fault first; publishing anyway, the server refuses with the same rule.
    const faults = page.getByRole('dialog', { name: 'Publish with faults?' });
    await faults.waitFor();
    // The same question names the languages the game is not translated into yet.
    expect(await faults.getByRole('listitem').allInnerTexts()).toEqual([rule, 'Español: 1 field not translated']);
    await faults.getByRole('button', { name: 'Publish anyway', exact: true }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: rule }).waitFor();
    expect((await games()).find((x) => x.title === 'Empty quiz')).not.toMatchObject({ state: 'published' });
    expect(await page.getByRole('status').filter({ hasText: 'Successfully Published' }).count()).toBe(0);

    await page.getByRole('listbox', { name: 'Games' }).getByRole('option', { name: new RegExp(`^${GAME}`) }).click();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(GAME);
    await editor().getByRole('button', { name: 'Publish', exact: true }).click();
    // Its questions are drafts: the confirmation names them, and they go live with the game.
    const together = page.getByRole('dialog', { name: 'Visitors would not get 3 linked items' });
    await together.waitFor();
    expect(await together.getByText('Draft: not published').count()).toBe(3);
    await together.getByRole('button', { name: 'Publish them together', exact: true }).click();
    await page.getByText('4 items are live now').waitFor();
    expect(await stored()).toMatchObject({ state: 'published', is_published: true });
    expect(await page.getByRole('dialog', { name: 'Publish with faults?' }).count()).toBe(0);
  }, TIMEOUT);

  it('the game\'s preview shows its questions as the Q&A preview does, numbered, with their points, the correct answers highlighted, and the total', async () => {
    await phone().getByRole('heading', { name: GAME }).waitFor();
    // In the game's order, each headed by its number and what it scores.
    await expect.poll(() => phone().locator('.emu-section-title').allInnerTexts()).toEqual([
      `1. ${MC.title} · 10 p`, `2. ${INLINE.title} · 10 p`, `3. ${SC.title} · 20 p — ${SC.situation}`,
    ]);
    // The multiple choice and the yes/no with their correct answers highlighted, the scenario with its choices.
    expect(await previewOptions()).toEqual([
      { text: MC.options[0], correct: true, badge: '✓ Correct answer' },
      { text: MC.options[1], correct: false, badge: '' },
      { text: MC.options[2], correct: true, badge: '✓ Correct answer' },
      { text: 'Yes', correct: true, badge: '✓ Correct answer' },
      { text: 'No', correct: false, badge: '' },
    ]);
    expect(await cards()).toEqual(SC.choices.map((c) => [c.text, `${c.outcome} · ${c.points} p`]));
    await phone().getByText('Σ 40 p', { exact: true }).waitFor();
  }, TIMEOUT);

  it('Play opens GamePlay: one challenge at a time, right and wrong, the final score, and Play again', async () => {
    const g = await stored();
    await editor().getByRole('link', { name: 'Play', exact: true }).click();
    await page.waitForURL(new RegExp(`/GamePlay\\?game=${g.id}$`));
    const screen = page.getByRole('region', { name: `Playing ${GAME}` });
    await screen.getByText('3 challenges · up to 40 points').waitFor();
    await screen.getByRole('button', { name: 'Start', exact: true }).click();
    const score = (n: number) => screen.getByText(`Score: ${n}`, { exact: true });
    const verdict = (v: string) => screen.getByRole('status').getByRole('heading', { name: v, exact: true });

    // 1: multiple choice, both right options → right, 10 points.
    await screen.getByText('Question 1 of 3').waitFor();
    await screen.getByRole('heading', { name: MC.title }).waitFor();
    await score(0).waitFor();
    const check = screen.getByRole('button', { name: 'Check', exact: true });
    expect(await check.isDisabled()).toBe(true);
    await screen.getByRole('button', { name: MC.options[0] }).click();
    await screen.getByRole('button', { name: MC.options[2] }).click();
    await check.click();
    await verdict('Right!').waitFor();
    await screen.getByText('You won 10 of 10 points').waitFor();
    await screen.getByText(MC.explanation).waitFor();
    await score(10).waitFor();
    await screen.getByRole('button', { name: 'Next', exact: true }).click();

    // 2: yes/no, answered No → wrong; the right answer is marked.
    await screen.getByText('Question 2 of 3').waitFor();
    await screen.getByRole('heading', { name: INLINE.title }).waitFor();
    await screen.getByRole('button', { name: 'No', exact: true }).click();
    await verdict('Wrong').waitFor();
    await screen.getByText('You won 0 of 10 points').waitFor();
    await screen.getByText(INLINE.explanation).waitFor();
    expect(await screen.getByRole('button', { name: /^Yes/ }).innerText()).toContain('Correct');
    await score(10).waitFor();
    await screen.getByRole('button', { name: 'Next', exact: true }).click();

    // 3: scenario, the best choice → right, its outcome shown.
    await screen.getByText('Question 3 of 3').waitFor();
    await screen.getByText(SC.situation).waitFor();
    await screen.getByRole('button', { name: new RegExp(`^${esc(SC.choices[1].text)}`) }).click();
    await verdict('Right!').waitFor();
    await screen.getByText(SC.choices[1].outcome).waitFor();
    await score(30).waitFor();
    await screen.getByRole('button', { name: 'See your score', exact: true }).click();

    await screen.getByRole('heading', { name: 'You scored 30 of 40 points' }).waitFor();
    await screen.getByRole('button', { name: 'Play again', exact: true }).click();
    await screen.getByText('Question 1 of 3').waitFor();
    await score(0).waitFor();
    await screen.getByRole('heading', { name: MC.title }).waitFor();
  }, TIMEOUT);

  it('the Q&A "Used in" panel names the game, and the used-in filter narrows the list', async () => {
    await openTab(page, 'Q&A');
    await page.getByRole('heading', { name: 'Q&A', level: 1 }).waitFor();
    const list = page.getByRole('listbox', { name: 'Q&A' });
    await list.getByRole('option', { name: new RegExp(`^${esc(MC.title)}`) }).click();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Question/ }).inputValue()).toBe(MC.title);
    const usedIn = page.getByRole('region', { name: 'Used in' });
    const link = usedIn.getByRole('link', { name: `Open Game “${GAME}”` });
    await link.waitFor();
    expect(await usedIn.getByRole('link').count()).toBe(1);

    // The yes/no question left the game: used nowhere.
    await list.getByRole('option', { name: new RegExp(`^${esc(YN.title)}`) }).click();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Question/ }).inputValue()).toBe(YN.title);
    await usedIn.getByText('Not used anywhere yet.').waitFor();

    const titles = () => list.getByRole('option').evaluateAll((els) => els.map((e) => e.querySelector('.row__title')?.textContent ?? ''));
    const all = await titles();
    expect(all).toEqual(expect.arrayContaining([MC.title, YN.title, SC.title, INLINE.title, OPERA_ROOF]));
    const filter = page.getByRole('group', { name: 'Filter the list' }).getByRole('combobox', { name: /in Game$/ });
    await filter.selectOption({ label: 'Not used in a Game' });
    // Only the bank's yes/no question is in no game (the seed's six are in Harbour quiz).
    await expect.poll(titles).toEqual([YN.title]);
    await filter.selectOption({ label: 'Used in a Game' });
    await expect.poll(titles).toEqual(all.filter((t) => t !== YN.title));
    await page.getByText(`${all.length - 1} of ${all.length}`).waitFor();

    // Combined with the type filter: used yes/no questions only.
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Yes / no' });
    await expect.poll(async () => (await titles()).sort()).toEqual([INLINE.title, OPERA_ROOF, 'Were ships built at Aker Brygge until the 1980s?'].sort());

    // The panel's link opens the game.
    await list.getByRole('option', { name: new RegExp(`^${esc(INLINE.title)}`) }).click();
    await link.click();
    await page.getByRole('heading', { name: 'Edit Game' }).waitFor();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(GAME);
  }, TIMEOUT);
});
