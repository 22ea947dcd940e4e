import { describe, expect, it } from 'vitest';
import { pointsQuestion } from './pointsQuestion.ts';

const yn: [string, string] = ['Yes', 'No'];

describe('pointsQuestion', () => {
  it('finds the correct multiple-choice answer by text, then by index', () => {
    const base = { field: 'points' as const, value: 'multiple_choice', visible: true, position: 0 };
    expect(pointsQuestion({ ...base, meta: { title: 'Q', value: ['A', 'B', 'C'], answer: 'b' } }, yn).correct).toBe(1);
    expect(pointsQuestion({ ...base, meta: { value: ['A', 'B', 'C'], answer: 2 } }, yn).correct).toBe(2);
    expect(pointsQuestion({ ...base, meta: { value: ['A'], answer: 'Z' } }, yn).correct).toBe(-1);
  });

  it('gives yes/no questions their two options and reads boolean answers', () => {
    const q = pointsQuestion({ field: 'points', value: 'yes_no', visible: true, position: 0, meta: { title: 'Is it?', answer: false } }, yn);
    expect(q).toEqual({ type: 'yes_no', question: 'Is it?', options: ['Yes', 'No'], correct: 1, corrects: [1] });
  });

  it('highlights every correct option when several are (a list of indexes)', () => {
    const q = pointsQuestion({ field: 'points', value: 'multiple_choice', visible: true, position: 0, meta: { value: ['Opera', 'Museum', 'Ski jump'], answer: [0, 1, 7] } }, yn);
    expect(q.corrects).toEqual([0, 1]);
    expect(q.correct).toBe(0);
  });
});
