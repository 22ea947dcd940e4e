// @vitest-environment happy-dom
import { useMemo, useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LintFault } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { ConsoleForm } from '../editor/ConsoleForm.tsx';
import { renderInConsole } from '../relations/consoleTest.testUtil.tsx';
import { createChildState, type ChildState } from './childState.ts';
import { createPendingEdits } from './pendingEdits.ts';

afterEach(cleanup);

const sibling = { type: 'integer', 'x-sibling': { array: '/pages', notSelf: true } } as const;
const schema: JsonSchema = {
  type: 'object',
  properties: {
    pages: {
      type: 'array',
      title: 'Pages',
      'x-key': 'id',
      items: {
        type: 'object',
        required: ['page_title'],
        properties: {
          id: { type: 'integer' },
          page_title: { type: 'string', title: 'Page title' },
          picture: { type: 'string', title: 'Picture' },
          next_page: { ...sibling, title: 'Next page' },
          range_next_page: { ...sibling, title: 'In range' },
        },
      },
    },
  },
};
const uiSchema: UiSchema = {
  pages: {
    'ui:options': { collapsible: true, graph: true, summary: { title: 'page_title', thumbnail: 'picture' } },
    items: { id: { 'ui:widget': 'hidden' }, next_page: { 'ui:widget': 'sibling' }, range_next_page: { 'ui:widget': 'sibling' } },
  },
};

interface Page { id: number; page_title?: string; picture?: string; next_page?: number; range_next_page?: number }
const initial = (): { pages: Page[] } => ({
  pages: [
    { id: 1, page_title: 'Intro', picture: 'intro.jpg', next_page: 2, range_next_page: 3 },
    { id: 2, page_title: 'Hall 2', next_page: 3 },
    { id: 3, page_title: 'Hall 3' },
    { id: 4, page_title: 'Lost room', next_page: 1 },
  ],
});

function Harness({ data, state, lint, seen }: { data: { pages: Page[] }; state: ChildState; lint?: (r: Record<string, unknown>) => LintFault[]; seen: (d: Record<string, unknown>) => void }) {
  const [formData, setData] = useState<Record<string, unknown>>(data);
  const pending = useMemo(createPendingEdits, []);
  return (
    <ConsoleForm idPrefix="t" schema={schema} uiSchema={uiSchema} formData={formData} pending={pending} childState={state} lint={lint}
      onChange={(d) => { setData(d); seen(d); }} onSubmit={() => {}}>
      <button type="submit">Save</button>
    </ConsoleForm>
  );
}

function setup(opts: { data?: { pages: Page[] }; lint?: (r: Record<string, unknown>) => LintFault[] } = {}) {
  const state = createChildState();
  const changes: Record<string, unknown>[] = [];
  const view = renderInConsole(<Harness data={opts.data ?? initial()} state={state} lint={opts.lint} seen={(d) => changes.push(d)} />, () => { throw new Error('no calls'); });
  const last = () => changes.at(-1) as { pages: Page[] };
  return { ...view, state, changes, last };
}

const header = (i: number) => document.getElementById(`t_pages_${i}__toggle`) as HTMLButtonElement;
const titleInput = (i: number) => document.getElementById(`t_pages_${i}_page_title`);
const mountedTitles = () => [0, 1, 2, 3, 4].filter((i) => titleInput(i));

describe('collapsible keyed array', () => {
  it('shows every child as a header row and mounts only the open child’s fields', () => {
    const { state } = setup();
    expect(screen.getByRole('button', { name: 'Hall 2, 2 of 4' })).toBe(header(1));
    expect(mountedTitles()).toEqual([]);
    expect(document.getElementById('t_pages_0_next_page')).toBeNull();
    // The thumbnail comes from the summary's picture property.
    expect(document.querySelector('#t_pages_0__row img')?.getAttribute('src')).toBe('/public/image/intro.jpg');

    fireEvent.click(header(1));
    expect(header(1).getAttribute('aria-expanded')).toBe('true');
    expect(header(1).getAttribute('aria-controls')).toBe('t_pages_1__panel');
    expect(mountedTitles()).toEqual([1]);
    expect(state.open('/pages')).toBe(2);

    fireEvent.click(header(3));
    expect(mountedTitles()).toEqual([3]);
    expect(header(1).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(header(3));
    expect(mountedTitles()).toEqual([]);
    expect(state.open('/pages')).toBeUndefined();
  });

  it('opens a new child at once, with its temporary key', async () => {
    const { last, state } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(last().pages).toHaveLength(5));
    await waitFor(() => expect(state.open('/pages')).toBe(-1));
    expect(mountedTitles()).toEqual([4]);
  });

  it('opens a copy, which gets a key of its own', async () => {
    const { last, state } = setup();
    fireEvent.click(document.getElementById('t_pages_1__copy')!);
    await waitFor(() => expect(last().pages.map((p) => p.id)).toEqual([1, 2, -1, 3, 4]));
    await waitFor(() => expect(state.open('/pages')).toBe(-1));
    expect(mountedTitles()).toEqual([2]);
  });

  it('moves a child with Alt+ArrowDown, keeping focus on its header and its row open', async () => {
    const { last } = setup();
    fireEvent.click(header(0));
    header(0).focus();
    fireEvent.keyDown(header(0), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(last().pages.map((p) => p.id)).toEqual([2, 1, 3, 4]));
    await waitFor(() => expect(document.activeElement).toBe(header(1)));
    expect(header(1).getAttribute('aria-expanded')).toBe('true');
    expect(mountedTitles()).toEqual([1]);
    expect(screen.getByText('“Intro” moved to position 2 of 4.')).toBeTruthy();
    // Plain arrows walk the headers.
    fireEvent.keyDown(header(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(header(2));
  });

  it('moves a child by dragging its header onto another row', async () => {
    const { last } = setup();
    const head = header(0).parentElement!;
    fireEvent.dragStart(head);
    fireEvent.dragOver(document.getElementById('t_pages_2__row')!);
    fireEvent.drop(document.getElementById('t_pages_2__row')!);
    await waitFor(() => expect(last().pages.map((p) => p.id)).toEqual([2, 3, 1, 4]));
  });

  it('still warns before removing a child others point at', async () => {
    setup();
    fireEvent.click(document.getElementById('t_pages_2__remove')!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Hall 3”?' });
    expect(dialog.textContent).toContain('“Hall 3” is the Next page of “Hall 2”');
  });

  it('marks a child with lint faults on its row and its graph node', async () => {
    const lint = (r: Record<string, unknown>): LintFault[] =>
      (r.pages as Page[]).flatMap((p, i) => (p.id === 4 ? [{ at: `/pages/${i}/next_page`, message: 'collapsible.unreachable' }] : []));
    setup({ lint });
    await waitFor(() => expect(header(3).getAttribute('aria-label')).toBe('Lost room, 4 of 4: 1 problem'));
    expect(header(2).getAttribute('aria-label')).toBe('Hall 3, 3 of 4');
    // The node is named by the title it shows; its problems are its description.
    const node = screen.getByRole('button', { name: 'Lost room' });
    expect(document.getElementById(node.getAttribute('aria-describedby')!)?.textContent).toBe('Not reachable');
    expect(node.className).toContain('child-graph__node--faulty');
    expect(node.getAttribute('title')).toBe('Lost room\nNot reachable');
    // Open, the row lists the messages.
    fireEvent.click(header(3));
    expect(within(document.getElementById('t_pages_3__panel')!).getByText('Not reachable')).toBeTruthy();
  });

  it('a child just added shows its faults as a hint, not an error, until the author leaves it', async () => {
    // Every page without a way on is a dead end (as the story's lint says of a new page).
    const lint = (r: Record<string, unknown>): LintFault[] =>
      (r.pages as Page[]).flatMap((p, i) => (p.next_page === undefined && p.id !== 3 ? [{ at: `/pages/${i}`, message: 'collapsible.unreachable' }] : []));
    const { last, state } = setup({ lint });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(state.open('/pages')).toBe(-1));
    await waitFor(() => expect(last().pages).toHaveLength(5));
    const panel = () => document.getElementById('t_pages_4__panel')!;
    await waitFor(() => expect(within(panel()).getByText('Not reachable')).toBeTruthy());
    // A hint: no red row, no problem count in its name, a calm box that says what is left to do.
    expect(panel().querySelector('.collapsible-row__faults--hint')?.textContent).toContain('Still to do here (checked when you save or leave it):');
    expect(document.getElementById('t_pages_4__row')!.className).not.toContain('collapsible-row--faulty');
    expect(header(4).getAttribute('aria-label')).toBe('Item 5, 5 of 5');
    expect(document.querySelector('.child-graph__node[data-index="4"]')!.className).toContain('child-graph__node--hint');
    expect(document.querySelector('.child-graph__node[data-index="4"]')!.className).not.toContain('child-graph__node--faulty');

    // Left for another page: now it is a fault like any other.
    fireEvent.click(header(0));
    await waitFor(() => expect(header(4).getAttribute('aria-label')).toBe('Item 5, 5 of 5: 1 problem'));
    expect(document.getElementById('t_pages_4__row')!.className).toContain('collapsible-row--faulty');
    expect(document.querySelector('.child-graph__node[data-index="4"]')!.className).toContain('child-graph__node--faulty');
    // Opened again, it stays one.
    fireEvent.click(header(4));
    expect(panel().querySelector('.collapsible-row__faults--hint')).toBeNull();
    expect(within(panel()).getByText('Not reachable')).toBeTruthy();
  });

  it('draws the graph: one arrow per pointer, the unreachable child apart; a node opens its row', () => {
    setup();
    const edges = [...document.querySelectorAll('.child-graph__edge')].map((e) => `${e.getAttribute('data-from')}>${e.getAttribute('data-to')}:${e.textContent}`);
    expect(edges).toEqual(['0>1:Next page', '0>2:In range', '1>2:Next page', '3>0:Next page']);
    expect(screen.getByText('Not reachable')).toBeTruthy();
    const graph = screen.getByRole('region', { name: 'How the Pages connect' });
    fireEvent.click(within(graph).getByRole('button', { name: 'Hall 3' }));
    expect(mountedTitles()).toEqual([2]);
  });

  it('opens the child an invalid save failed on and focuses the field', async () => {
    const data = initial();
    delete data.pages[2].page_title;
    const { container, state } = setup({ data });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(state.open('/pages')).toBe(3));
    await waitFor(() => expect(document.activeElement).toBe(titleInput(2)));
    expect(header(2).getAttribute('aria-label')).toBe('Item 3, 3 of 4: has errors');
  });

  it('keeps the form light with fifty children: no child mounts until opened', async () => {
    const pages = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, page_title: `Page ${i + 1}`, next_page: i < 49 ? i + 2 : undefined }));
    setup({ data: { pages } });
    expect(document.querySelectorAll('.collapsible-row')).toHaveLength(50);
    expect(document.querySelectorAll('.child-graph__node')).toHaveLength(50);
    expect(document.querySelectorAll('input, select, textarea').length).toBeLessThan(60);
    await act(async () => { fireEvent.click(header(49)); });
    expect(mountedTitles()).toEqual([]);
    expect(titleInput(49)).not.toBeNull();
  });
});
