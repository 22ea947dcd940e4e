import { describe, expect, it } from 'vitest';
import { fixtureRef, fixtureRefKinds, resolveFixtureRefs } from './fixtureRef.ts';

describe('fixture references', () => {
  it('are found anywhere in a fixture and swapped for the seeded ids, leaving the fixture as it was', () => {
    const game = { title: 'Quiz', q_as: [{ question_id: fixtureRef('question', 1) }, { question_id: fixtureRef('question', 0) }] };
    expect([...fixtureRefKinds(game)]).toEqual(['question']);
    const ids = [101, 102];
    expect(resolveFixtureRefs(game, (_k, i) => ids[i])).toEqual({ title: 'Quiz', q_as: [{ question_id: 102 }, { question_id: 101 }] });
    expect(fixtureRefKinds(game).size).toBe(1);
  });
});
