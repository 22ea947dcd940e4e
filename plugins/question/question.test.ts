import { describe, expect, it } from 'vitest';
import { resolveKind } from '../../src/core/index.ts';
import question from './index.ts';
import { fixtures } from './fixtures.ts';
import { questionRules, withoutOtherTypes } from './questionRules.ts';
import { maxPoints, type Question } from './questionTypes.ts';

const kind = resolveKind(question);
const base = { title: 'Q?', points: 10 };
const ids = (q: Question) => questionRules(q).map((e) => `${e.field}:${e.message}`);

describe('question rules', () => {
  it('a multiple-choice question needs two options with text and one marked correct', () => {
    expect(ids({ ...base, type: 'multiple_choice', options: [{ text: 'A', correct: true }] })).toEqual(['options:rule.question.optionsMin']);
    expect(ids({ ...base, type: 'multiple_choice', options: [{ text: 'A' }, { text: ' ' }] })).toEqual(['options.1.text:rule.question.optionText', 'options:rule.question.correctMin']);
    expect(ids({ ...base, type: 'multiple_choice', options: [{ text: 'A' }, { text: 'B', correct: true }] })).toEqual([]);
  });

  it('a yes/no question needs its answer; a scenario its situation and two choices with text', () => {
    expect(ids({ ...base, type: 'yes_no' })).toEqual(['answer:rule.question.answerNeeded']);
    expect(ids({ ...base, type: 'yes_no', answer: 'no' })).toEqual([]);
    expect(ids({ ...base, type: 'scenario', choices: [{ text: 'Go' }] })).toEqual(['situation:rule.question.situationNeeded', 'choices:rule.question.choicesMin']);
  });

  it('keeps only the fields of the chosen type', () => {
    const q: Question = { ...base, type: 'yes_no', answer: 'yes', options: [{ text: 'A' }], situation: 'x', choices: [] };
    expect(withoutOtherTypes(q)).toEqual({ ...base, type: 'yes_no', answer: 'yes' });
  });

  it('scores at most: points per correct option, the points of a yes/no, the best scenario choice', () => {
    expect(maxPoints({ type: 'multiple_choice', points: 5, options: [{ correct: true }, { correct: true }, {}] })).toBe(10);
    expect(maxPoints({ type: 'yes_no', points: 7 })).toBe(7);
    expect(maxPoints({ type: 'scenario', points: 0, choices: [{ points: 3 }, { points: 15 }] })).toBe(15);
  });

  it('every fixture keeps its rules, and the bank has all three types', () => {
    for (const f of fixtures) expect(ids(f), f.title).toEqual([]);
    expect(new Set(fixtures.map((f) => f.type))).toEqual(new Set(['multiple_choice', 'yes_no', 'scenario']));
  });
});

describe('question preview', () => {
  const ctx = { mediaUrl: (_t: string, f: string) => `/m/${f}` };
  it('shows options with every correct one marked, and the explanation after', () => {
    const fields = kind.preview!.toPreview!({ ...base, type: 'multiple_choice', options: [{ text: 'A', correct: true }, { text: 'B' }, { text: 'C', correct: true }], explanation: 'Because.' }, ctx);
    const points = fields.find((f) => f.field === 'points')!;
    expect(points.meta).toMatchObject({ title: 'Q?', value: ['A', 'B', 'C'], answer: [0, 2] });
    expect(fields.at(-1)).toMatchObject({ field: 'text', value: 'Because.' });
  });

  it('shows a scenario as its choices with outcomes and points', () => {
    const fields = kind.preview!.toPreview!({ ...base, type: 'scenario', situation: 'At the pier', choices: [{ text: 'Run', outcome: 'Missed', points: 0 }, { text: 'Wait', outcome: 'Calm', points: 15 }] }, ctx);
    const sc = fields.find((f) => f.field === 'scenarios')!;
    expect(sc.meta?.title).toBe('Q? — At the pier');
    expect(sc.value).toEqual([{ title: 'Run', text: 'Missed · 0 p' }, { title: 'Wait', text: 'Calm · 15 p' }]);
  });
});

describe('an empty question', () => {
  it('draws nothing, so the phone shows its empty state instead of a blank question', () => {
    const ctx = { mediaUrl: (_t: string, f: string) => `/m/${f}` };
    const visible = (r: Record<string, unknown>) => kind.preview!.toPreview!(r, ctx).filter((f) => f.visible).map((f) => f.field);
    expect(visible({ type: 'multiple_choice', points: 10 })).toEqual([]);
    expect(visible({ type: 'multiple_choice', points: 10, options: [{ text: ' ', correct: false }] })).toEqual([]);
    expect(visible({ type: 'yes_no', points: 10 })).toEqual([]);
    expect(visible({ type: 'scenario', points: 10, choices: [{ points: 0 }] })).toEqual([]);
    expect(visible({ type: 'yes_no', points: 10, title: 'Is Oslo the capital?' })).toEqual(['points']);
    expect(visible({ type: 'multiple_choice', points: 10, options: [{ text: 'A' }] })).toEqual(['points']);
  });
});
