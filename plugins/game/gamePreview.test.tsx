// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { resolveKind, type KindDefinition, type PreviewContext } from '../../src/core/index.ts';
import { renderPreview } from '../../src/console/pluginHosts.ts';
import question from '../question/index.ts';
import type { Question } from '../question/questionTypes.ts';
import game from './index.ts';
import { gamePreview } from './gamePreview.ts';

afterEach(cleanup);

// Both kinds registered, as in the console: the question kind draws its `points` field in the game's preview.
const kinds = [resolveKind(question as unknown as KindDefinition), resolveKind(game as unknown as KindDefinition)];
const QUESTIONS: Record<number, Question> = {
  11: { title: 'How long is the Oslofjord?', type: 'multiple_choice', points: 10, options: [{ text: '10 km' }, { text: '100 km', correct: true }, { text: '1000 km' }] },
  12: { title: 'Is the Opera roof open to all?', type: 'yes_no', points: 5, answer: 'yes' },
};
const ctx: PreviewContext = {
  mediaUrl: (_t, f) => `/m/${f}`,
  ref: (kind, id) => (kind === 'question' && QUESTIONS[Number(id)] ? { id: Number(id), kind, title: QUESTIONS[Number(id)].title, record: QUESTIONS[Number(id)] } : undefined),
};

describe('the game’s preview', () => {
  it('shows each challenge’s question as the Q&A preview does: its options, the correct answer highlighted', async () => {
    renderPreview(gamePreview({ title: 'Harbour quiz', q_as: [{ question_id: 11 }, { question_id: 12 }, { question_id: 404 }] }, ctx), { kinds });
    const first = (await screen.findByRole('heading', { name: '1. How long is the Oslofjord? · 10 p' })).closest('section')!;
    const options = within(first).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['10 km', '100 km✓ Correct answer', '1000 km']);
    expect(options.map((o) => o.classList.contains('is-correct'))).toEqual([false, true, false]);
    const second = screen.getByRole('heading', { name: '2. Is the Opera roof open to all? · 5 p' }).closest('section')!;
    expect(within(second).getAllByRole('listitem').map((o) => o.textContent)).toEqual(['Yes✓ Correct answer', 'No']);
    // The question that could not be loaded is left out, as the app would; the total counts what is shown.
    expect(screen.getByText('Σ 15 p')).toBeTruthy();
    expect(document.querySelectorAll('.emu-points')).toHaveLength(2);
  });
});
