import { describe, expect, it } from 'vitest';
import type { Question } from '../question/questionTypes.ts';
import { fixtures as questions } from '../question/fixtures.ts';
import { answerPlay, gameMaxPoints, nextPlay, scoreAnswer, startPlay } from './gameScore.ts';

const mc: Question = {
  title: 'Waterfront', type: 'multiple_choice', points: 5,
  options: [{ text: 'Opera', correct: true }, { text: 'Museum', correct: true }, { text: 'Ski jump' }],
};
const yn: Question = { title: 'Roof', type: 'yes_no', points: 10, answer: 'yes' };
const scenario: Question = {
  title: 'Ferry', type: 'scenario', points: 0, situation: 'The horn sounds',
  choices: [{ text: 'Run', points: 0 }, { text: 'Wait', points: 15 }, { text: 'Ask', points: 5 }],
};

describe('scoring a multiple-choice answer', () => {
  it('gives points for every correct option picked: all of them is right', () => {
    expect(scoreAnswer(mc, { type: 'multiple_choice', picked: [0, 1] })).toEqual({ points: 10, max: 10, verdict: 'right' });
  });

  it('some of the correct options and nothing wrong is partly right, with their points', () => {
    expect(scoreAnswer(mc, { type: 'multiple_choice', picked: [1] })).toEqual({ points: 5, max: 10, verdict: 'partial' });
  });

  it('a wrong option picked scores nothing, however many correct ones were picked too (never below zero)', () => {
    expect(scoreAnswer(mc, { type: 'multiple_choice', picked: [0, 1, 2] })).toEqual({ points: 0, max: 10, verdict: 'wrong' });
    expect(scoreAnswer(mc, { type: 'multiple_choice', picked: [2] })).toEqual({ points: 0, max: 10, verdict: 'wrong' });
  });

  it('nothing picked, a repeated pick or an index out of range neither scores nor counts twice', () => {
    expect(scoreAnswer(mc, { type: 'multiple_choice', picked: [] }).verdict).toBe('wrong');
    expect(scoreAnswer(mc, { type: 'multiple_choice', picked: [0, 0, 7] })).toEqual({ points: 5, max: 10, verdict: 'partial' });
  });

  it('a single correct option is all or nothing', () => {
    const one = questions[0];
    expect(scoreAnswer(one, { type: 'multiple_choice', picked: [0] })).toEqual({ points: 10, max: 10, verdict: 'right' });
    expect(scoreAnswer(one, { type: 'multiple_choice', picked: [1] })).toEqual({ points: 0, max: 10, verdict: 'wrong' });
  });
});

describe('scoring yes/no and scenario answers', () => {
  it('yes/no scores its points when right', () => {
    expect(scoreAnswer(yn, { type: 'yes_no', answer: 'yes' })).toEqual({ points: 10, max: 10, verdict: 'right' });
    expect(scoreAnswer(yn, { type: 'yes_no', answer: 'no' })).toEqual({ points: 0, max: 10, verdict: 'wrong' });
  });

  it('a scenario scores the chosen choice’s points: the best is right, a lesser one partly, a zero wrong', () => {
    expect(scoreAnswer(scenario, { type: 'scenario', choice: 1 })).toEqual({ points: 15, max: 15, verdict: 'right' });
    expect(scoreAnswer(scenario, { type: 'scenario', choice: 2 })).toEqual({ points: 5, max: 15, verdict: 'partial' });
    expect(scoreAnswer(scenario, { type: 'scenario', choice: 0 })).toEqual({ points: 0, max: 15, verdict: 'wrong' });
    expect(scoreAnswer(scenario, { type: 'scenario', choice: 9 }).points).toBe(0);
  });

  it('an answer of another type than the question’s is wrong', () => {
    expect(scoreAnswer(yn, { type: 'scenario', choice: 1 })).toEqual({ points: 0, max: 10, verdict: 'wrong' });
  });

  it('never scores more than maxPoints, for every fixture and every single answer', () => {
    for (const q of questions) {
      const answers = q.type === 'yes_no'
        ? (['yes', 'no'] as const).map((answer) => ({ type: 'yes_no' as const, answer }))
        : q.type === 'scenario'
          ? (q.choices ?? []).map((_, choice) => ({ type: 'scenario' as const, choice }))
          : [{ type: 'multiple_choice' as const, picked: (q.options ?? []).flatMap((o, i) => (o.correct ? [i] : [])) }];
      const best = Math.max(...answers.map((a) => scoreAnswer(q, a).points));
      expect(best, q.title).toBe(gameMaxPoints([q]));
    }
  });
});

describe('a play-through', () => {
  it('adds each answer’s points, moves on with Next and ends with the final score', () => {
    let s = startPlay(3);
    s = answerPlay(s, mc, { type: 'multiple_choice', picked: [0] });
    expect(s).toMatchObject({ index: 0, score: 5, result: { verdict: 'partial' } });
    // A second answer to the same challenge changes nothing.
    expect(answerPlay(s, mc, { type: 'multiple_choice', picked: [0, 1] })).toBe(s);
    s = nextPlay(s, 3);
    expect(s).toMatchObject({ index: 1, score: 5, result: null, answer: null, done: false });
    // Next before answering does nothing.
    expect(nextPlay(s, 3)).toBe(s);
    s = nextPlay(answerPlay(s, yn, { type: 'yes_no', answer: 'yes' }), 3);
    s = nextPlay(answerPlay(s, scenario, { type: 'scenario', choice: 2 }), 3);
    expect(s).toMatchObject({ score: 20, done: true });
    expect(gameMaxPoints([mc, yn, scenario])).toBe(35);
    expect(startPlay(3)).toEqual({ index: 0, score: 0, result: null, answer: null, done: false });
  });

  it('a game without challenges is over before it starts, and missing questions count 0 toward the most', () => {
    expect(startPlay(0).done).toBe(true);
    expect(gameMaxPoints([yn, null, undefined])).toBe(10);
  });

  it('the demo game’s most is 65 points', () => {
    expect(gameMaxPoints(questions)).toBe(10 + 10 + 10 + 10 + 10 + 15);
  });
});
