import { maxPoints, type Question } from '../question/questionTypes.ts';

/**
 * Scoring a game as it is played in the console (nothing is stored). Pure: no React, no fetching.
 *
 * - multiple choice: `points` for every correct option picked, but nothing at all when a wrong option
 *   is picked too (no minus points: a wrong pick only loses what the right picks would have won);
 * - yes/no: `points` when the answer is right;
 * - scenario: the chosen choice's points.
 *
 * The most a question can score is `maxPoints` of the question bank (the game's total uses the same).
 */

/** What the visitor answered: option indices picked, yes or no, or the index of the scenario choice taken. */
export type GameAnswer =
  | { type: 'multiple_choice'; picked: readonly number[] }
  | { type: 'yes_no'; answer: 'yes' | 'no' }
  | { type: 'scenario'; choice: number };

/** How an answer went: right (all of it, or the best choice), partly right, or wrong. */
export type Verdict = 'right' | 'partial' | 'wrong';

/** The score of one answer: points won, the question's most, and the verdict. */
export interface AnswerScore {
  points: number;
  max: number;
  verdict: Verdict;
}

const nonNegative = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** Scores one answer to one question (an answer of another type than the question's is wrong). */
export function scoreAnswer(q: Partial<Question>, answer: GameAnswer): AnswerScore {
  const max = maxPoints(q);
  const wrong: AnswerScore = { points: 0, max, verdict: 'wrong' };
  if (answer.type !== q.type) return wrong;
  if (answer.type === 'multiple_choice') {
    const options = q.options ?? [];
    const picked = [...new Set(answer.picked)].filter((i) => Number.isInteger(i) && i >= 0 && i < options.length);
    // Any wrong pick scores nothing (and takes nothing away): guessing every option never pays.
    if (picked.length === 0 || picked.some((i) => !options[i]?.correct)) return wrong;
    const correct = options.filter((o) => o?.correct).length;
    return { points: picked.length * nonNegative(q.points), max, verdict: picked.length === correct ? 'right' : 'partial' };
  }
  if (answer.type === 'yes_no') {
    return answer.answer === q.answer ? { points: nonNegative(q.points), max, verdict: 'right' } : wrong;
  }
  const choice = (q.choices ?? [])[answer.choice];
  if (!choice) return wrong;
  const points = nonNegative(choice.points);
  // The best choice is right; a choice worth something but less is partly right.
  return { points, max, verdict: points >= max ? 'right' : points > 0 ? 'partial' : 'wrong' };
}

/** The most a game's questions can score together (questions not found count 0). */
export function gameMaxPoints(questions: readonly (Partial<Question> | null | undefined)[]): number {
  return questions.reduce((sum, q) => sum + (q ? maxPoints(q) : 0), 0);
}

/** Where a play-through stands: the challenge shown, the score so far, the last answer's score, finished or not. */
export interface PlayState {
  /** Index of the challenge shown (of the playable ones). */
  index: number;
  score: number;
  /** The score of the shown challenge once answered; null while the visitor is still choosing. */
  result: AnswerScore | null;
  /** The answer given to the shown challenge (to mark the picks); null before. */
  answer: GameAnswer | null;
  done: boolean;
}

/** A fresh play-through (also "Play again"): the first challenge, score 0; a game without challenges is done at once. */
export function startPlay(count: number): PlayState {
  return { index: 0, score: 0, result: null, answer: null, done: count === 0 };
}

/** Answers the shown challenge; a second answer to the same challenge changes nothing. */
export function answerPlay(state: PlayState, q: Partial<Question>, answer: GameAnswer): PlayState {
  if (state.done || state.result) return state;
  const result = scoreAnswer(q, answer);
  return { ...state, result, answer, score: state.score + result.points };
}

/** Moves on after an answer: the next challenge, or the final score after the last one. */
export function nextPlay(state: PlayState, count: number): PlayState {
  if (state.done || !state.result) return state;
  const index = state.index + 1;
  return index >= count ? { ...state, result: null, answer: null, done: true } : { ...state, index, result: null, answer: null };
}
