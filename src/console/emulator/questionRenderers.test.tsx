// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { rec, renderPreview } from './renderPreview.testUtil.tsx';

afterEach(cleanup);

describe('points renderer', () => {
  it('shows a multiple-choice question with the correct answer highlighted', () => {
    renderPreview([rec('points', 'multiple_choice', { meta: { title: 'How long is the Oslofjord?', value: ['10 km', '100 km', '1000 km'], answer: '100 km' } })]);
    expect(screen.getByRole('heading', { name: 'How long is the Oslofjord?' })).toBeTruthy();
    const options = screen.getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['10 km', '100 km✓ Correct answer', '1000 km']);
    expect(options[1].classList.contains('is-correct')).toBe(true);
    expect(options.filter((o) => o.classList.contains('is-correct'))).toHaveLength(1);
  });

  it('shows a yes/no question with Yes and No', () => {
    renderPreview([rec('points', 'yes_no', { meta: { title: 'Is Oslo the capital?', answer: true } })]);
    const options = screen.getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['Yes✓ Correct answer', 'No']);
  });
});
