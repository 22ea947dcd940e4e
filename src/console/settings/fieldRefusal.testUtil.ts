import { within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for a refusal shown next to its control, as a user of a screen reader meets it: an alert in
 * `scope` saying `text`, the control marked invalid and described by that alert. Returns the alert.
 */
export async function expectFieldRefusal(scope: HTMLElement, control: HTMLElement, text: string): Promise<HTMLElement> {
  const alert = await within(scope).findByRole('alert');
  expect(alert.textContent).toBe(text);
  expect(control.getAttribute('aria-invalid')).toBe('true');
  expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  return alert;
}
