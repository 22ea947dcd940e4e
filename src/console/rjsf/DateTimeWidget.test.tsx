// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { FormHarness, renderInConsole } from '../relations/consoleTest.testUtil.tsx';
import { formValidator } from './formValidator.ts';
import { KNOWN_WIDGET_NAMES } from './widgets.ts';

afterEach(cleanup);

const schema: JsonSchema = {
  type: 'object',
  properties: {
    starts_at: { type: 'string', title: 'Starts', format: 'date-time' },
    ends_at: { type: 'string', title: 'Ends', format: 'date-time' },
    opened_at: { type: 'string', title: 'Opened', format: 'date-time' },
  },
};
const uiSchema: UiSchema = { starts_at: { 'ui:widget': 'datetime' }, ends_at: { 'ui:widget': 'datetime', 'ui:readonly': true } };

/** The form inside a session whose company keeps the given clock (none: the setting is absent). */
function renderForm(initial: Record<string, unknown>, timeZone?: string) {
  const store = createStore();
  store.set(userWebAtom, {
    user: { id: 1, email: 'a@example.com', name: 'A', roles: ['admin'] },
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: timeZone ? { time_zone: timeZone } : {},
  } satisfies UserWeb);
  const changes: Record<string, unknown>[] = [];
  renderInConsole(
    <Provider store={store}><FormHarness schema={schema} uiSchema={uiSchema} initial={initial} seen={(d) => changes.push(d)} /></Provider>,
    () => { throw new Error('no calls expected'); },
  );
  return changes;
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const zoneOf = (el: HTMLElement) => el.getAttribute('aria-describedby')!.split(' ').map((i) => document.getElementById(i)?.textContent).filter(Boolean).join(' ');

describe('datetime widget', () => {
  it('is a widget name kinds may use', () => {
    expect(KNOWN_WIDGET_NAMES).toContain('datetime');
  });

  it("shows a stored UTC time on the company's clock with the zone beside it, and stores UTC back", async () => {
    const changes = renderForm({ starts_at: '2026-06-12T16:00:00.000Z' }, 'Europe/Oslo');
    const starts = input('Starts');
    expect(starts.type).toBe('datetime-local');
    expect(starts.value).toBe('2026-06-12T18:00');
    // The zone and the offset on that date, named to assistive technology with the input.
    expect(zoneOf(starts)).toBe('Europe/Oslo (UTC+02:00)');

    fireEvent.change(starts, { target: { value: '2026-01-15T12:00' } });
    await waitFor(() => expect(changes.at(-1)?.starts_at).toBe('2026-01-15T11:00:00.000Z'));
    expect(input('Starts').value).toBe('2026-01-15T12:00');
    expect(zoneOf(input('Starts'))).toBe('Europe/Oslo (UTC+01:00)');
    // What it stores is what the form's ajv (and the server's) call a date-time.
    expect(formValidator.validateFormData(changes.at(-1), schema as RJSFSchema).errors).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Starts' }));
    await waitFor(() => expect(changes.at(-1)?.starts_at).toBeUndefined());
    expect(input('Starts').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Starts' })).toBeNull();
  });

  it('stores undefined when the browser empties the input', async () => {
    const changes = renderForm({ starts_at: '2026-06-12T16:00:00.000Z' }, 'Europe/Oslo');
    fireEvent.change(input('Starts'), { target: { value: '' } });
    await waitFor(() => expect(changes.length).toBeGreaterThan(0));
    expect(changes.at(-1)?.starts_at).toBeUndefined();
  });

  it('reads UTC when the company has no time zone, and a read-only field offers no clear', () => {
    renderForm({ starts_at: '2026-06-12T16:00:00.000Z', ends_at: '2026-06-12T20:00:00.000Z' });
    expect(input('Starts').value).toBe('2026-06-12T16:00');
    expect(zoneOf(input('Starts'))).toBe('UTC');
    const ends = input('Ends');
    expect(ends.value).toBe('2026-06-12T20:00');
    expect(ends.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear Ends' })).toBeNull();
  });

  it("is also what a date-time string without a ui:widget gets: never the browser's zone", () => {
    renderForm({ opened_at: '2026-01-15T11:00:00.000Z' }, 'America/New_York');
    expect(input('Opened').type).toBe('datetime-local');
    expect(input('Opened').value).toBe('2026-01-15T06:00');
    expect(zoneOf(input('Opened'))).toBe('America/New_York (UTC-05:00)');
  });
});
