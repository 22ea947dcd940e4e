// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { FormHarness, renderInConsole } from '../relations/consoleTest.testUtil.tsx';
import { REPORT_AFTER_MS } from './DeferredTextWidget.tsx';

afterEach(cleanup);

const schema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    pages: {
      type: 'array',
      title: 'Pages',
      'x-key': 'id',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', title: 'Key' },
          title: { type: 'string', title: 'Page title' },
          next: { type: 'integer', title: 'Next page', 'x-sibling': { array: '/pages', notSelf: true } },
        },
      },
    },
  },
};
const uiSchema = { pages: { items: { id: { 'ui:widget': 'hidden' }, next: { 'ui:widget': 'sibling' } } } };

const initial = () => ({
  title: 'Tour',
  pages: [{ id: 1, title: 'Intro', next: 2 }, { id: 2, title: 'Hall 2' }, { id: 3, title: 'Hall 3', next: 1 }],
});

const noServer = () => { throw new Error('no calls expected'); };
const select = (i: number) => document.getElementById(`t_pages_${i}_next`) as HTMLSelectElement;
const optionTexts = (el: HTMLSelectElement) => [...el.options].map((o) => o.textContent);
const button = (i: number, which: 'remove' | 'moveUp' | 'moveDown') => document.getElementById(`t_pages_${i}__${which}`) as HTMLButtonElement;

function setup() {
  const changes: Record<string, unknown>[] = [];
  const view = renderInConsole(<FormHarness schema={schema} uiSchema={uiSchema} initial={initial()} seen={(d) => changes.push(d)} />, noServer);
  const last = () => changes.at(-1) as { pages: { id: number; title?: string; next?: number }[] };
  return { ...view, changes, last };
}

/** Types into a (deferred) text input and lets it report to the form. */
async function typeInto(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => { await new Promise((r) => setTimeout(r, REPORT_AFTER_MS + 20)); });
}

describe('sibling widget', () => {
  it('lists the other children by title, never itself, with an empty choice, labelled by the field title', () => {
    setup();
    // Addressable by role and label: one "Next page" select per page.
    expect(screen.getAllByRole('combobox', { name: 'Next page' })).toHaveLength(3);
    const first = select(0);
    expect(optionTexts(first)).toEqual(['— None —', 'Hall 2', 'Hall 3']);
    expect(first.value).toBe('2');
    expect(optionTexts(select(1))).toEqual(['— None —', 'Intro', 'Hall 3']);
    expect(select(1).value).toBe('');
  });

  it('stores the chosen key with the schema’s type, and follows renames and reorders', async () => {
    const { last } = setup();
    fireEvent.change(select(1), { target: { value: '3' } });
    await waitFor(() => expect(last().pages[1].next).toBe(3));

    // Rename "Hall 2": every select shows the new title.
    await typeInto(document.getElementById('t_pages_1_title')!, 'Great Hall');
    await waitFor(() => expect(optionTexts(select(0))).toEqual(['— None —', 'Great Hall', 'Hall 3']));
    expect(optionTexts(select(2))).toEqual(['— None —', 'Intro', 'Great Hall']);

    // Move "Hall 3" to the top: pointers keep their target (keys, not positions).
    fireEvent.click(button(2, 'moveUp'));
    fireEvent.click(button(1, 'moveUp'));
    await waitFor(() => expect(last().pages.map((p) => p.title)).toEqual(['Hall 3', 'Intro', 'Great Hall']));
    expect(select(1).value).toBe('2');
    expect(select(1).selectedOptions[0].textContent).toBe('Great Hall');
    expect(select(0).value).toBe('1');
    expect(optionTexts(select(0))).toEqual(['— None —', 'Intro', 'Great Hall']);
  });

  it('gives a new child a temporary key at once, so it can be chosen before it is saved', async () => {
    const { last } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(last().pages).toHaveLength(4));
    expect(last().pages[3].id).toBe(-1);
    await waitFor(() => expect(optionTexts(select(0))).toEqual(['— None —', 'Hall 2', 'Hall 3', 'Item 4']));
    fireEvent.change(select(0), { target: { value: '-1' } });
    await waitFor(() => expect(last().pages[0].next).toBe(-1));
    // The next new child gets the next temporary key.
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(last().pages.map((p) => p.id)).toEqual([1, 2, 3, -1, -2]));
  });

  it('warns before removing a child that another points at, naming who, and clears the pointer when removed anyway', async () => {
    const { last, changes } = setup();
    fireEvent.click(button(1, 'remove'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Hall 2”?' });
    expect(dialog.textContent).toContain('“Hall 2” is the Next page of “Intro”.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toHaveLength(0);

    fireEvent.click(button(1, 'remove'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove anyway' }));
    await waitFor(() => expect(last().pages.map((p) => p.title)).toEqual(['Intro', 'Hall 3']));
    // One change (one undo step): Intro no longer points at the removed page; Hall 3 still points at Intro.
    expect(changes).toHaveLength(1);
    expect(last().pages[0]).toEqual({ id: 1, title: 'Intro' });
    expect(last().pages[1].next).toBe(1);
    expect(select(0).value).toBe('');
  });

  it('names every child that points at the one removed', async () => {
    setup();
    fireEvent.change(select(1), { target: { value: '1' } });
    await waitFor(() => expect(select(1).value).toBe('1'));
    fireEvent.click(button(0, 'remove'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Intro”?' });
    expect(dialog.textContent).toContain('“Intro” is the Next page of “Hall 2” and “Hall 3”.');
  });

  it('removes a child nobody points at without asking', async () => {
    const { last } = setup();
    fireEvent.click(button(2, 'remove'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(last().pages).toHaveLength(2));
  });
});
