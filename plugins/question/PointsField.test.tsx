// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { resolveKind } from '../../src/core/index.ts';
import { rec, renderPreview } from '../../src/console/pluginHosts.ts';
import question from './index.ts';

afterEach(cleanup);

// The question kind registered: its `points` field kind is drawn by its console module in any preview.
const kinds = [resolveKind(question)];

describe('the question’s points field in the phone', () => {
  it('shows a multiple-choice question with the correct answer highlighted', async () => {
    renderPreview([rec('points', 'multiple_choice', { meta: { title: 'How long is the Oslofjord?', value: ['10 km', '100 km', '1000 km'], answer: '100 km' } })], { kinds });
    expect(await screen.findByRole('heading', { name: 'How long is the Oslofjord?' })).toBeTruthy();
    const options = screen.getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['10 km', '100 km✓ Correct answer', '1000 km']);
    expect(options[1].classList.contains('is-correct')).toBe(true);
    expect(options.filter((o) => o.classList.contains('is-correct'))).toHaveLength(1);
  });

  it('shows a yes/no question with Yes and No', async () => {
    renderPreview([rec('points', 'yes_no', { meta: { title: 'Is Oslo the capital?', answer: true } })], { kinds });
    await screen.findByRole('heading', { name: 'Is Oslo the capital?' });
    const options = screen.getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['Yes✓ Correct answer', 'No']);
  });

  it('is no field kind of a phone without the question kind', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPreview([rec('points', 'yes_no', { meta: { title: 'Is Oslo the capital?', answer: true } })]);
    expect(screen.getByRole('alert').textContent).toContain('No renderer for field kind “points”');
    error.mockRestore();
  });
});
