import type { PendingEdits } from './pendingEdits.ts';

/**
 * Reports typing the form has not seen, then submits on the next task. RJSF 6 drops a submit that
 * lands while the change just reported is still being echoed back through the parent's formData, so
 * the two must not share a task.
 */
export function submitSoon(form: HTMLFormElement | null, pending: PendingEdits): void {
  pending.flushAll();
  setTimeout(() => form?.requestSubmit());
}
