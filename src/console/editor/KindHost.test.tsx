// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import type { KindConsoleParts } from '../../core/kindConsole.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { loadConsoleParts } from '../registry/kindConsoleParts.ts';
import { httpError, renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';
import { cutTour, TOUR_DEFINITION } from './cutTour.testUtil.ts';

afterEach(cleanup);
// The first import of the plugin's console module (and of RJSF) is slow under test; do it once up front.
beforeAll(async () => { await loadConsoleParts(tour()); await import('./KindScreen.tsx'); });

// The test-only tour cut down to plain fields, with its console module and variants (tested here);
// relations have their own panel and tests (src/console/relations).
function tour(overrides: Partial<KindDefinition> = {}): ResolvedKind {
  const kept = { console: TOUR_DEFINITION.console, variants: TOUR_DEFINITION.variants };
  return cutTour(['title', 'closed', 'reason', 'rating'], { rating: { 'ui:widget': 'tk_stars' } }, { ...kept, ...overrides });
}

// The tour refers to venues: they are in the registry too, as in the test build.
const venue = resolveKind(tkVenue as unknown as KindDefinition);
const host = (kind: ResolvedKind, opts: Parameters<typeof renderKindHost>[1] = {}) => renderKindHost(kind, { others: [venue], ...opts });

const saveButton = (name: RegExp | string) => screen.findByRole('button', { name });

describe('kind messages', () => {
  it('a dropped-in kind brings its tab label and field titles in the UI language (es)', async () => {
    host(tour(), { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recorridos' })).toBeTruthy();
    expect(await screen.findByLabelText(/Título del recorrido/)).toBeTruthy();
    expect(screen.getByLabelText(/Motivo del cierre/)).toBeTruthy();
  });
});

describe('cross-field rules in the form', () => {
  it('runs the kind’s validate on submit and shows its message, translated, next to the field', async () => {
    const { calls } = host(tour(), { language: 'es' });
    fireEvent.change(await screen.findByLabelText(/Título del recorrido/), { target: { value: 'Harbour walk' } });
    fireEvent.click(screen.getByLabelText(/Closed|Cerrado/i));
    fireEvent.click(await saveButton('Guardar'));
    const message = await screen.findByText('Un recorrido cerrado necesita un motivo');
    // Next to the reason field: inside the same field wrapper as its input.
    const reason = screen.getByLabelText(/Motivo del cierre/);
    expect(message.closest('.form-group')?.contains(reason)).toBe(true);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('puts the rule error at a dotted array path', async () => {
    const pages = tour({
      schema: { type: 'object', properties: { title: { type: 'string', title: 'Title' }, pages: { type: 'array', title: 'Pages', items: { type: 'object', properties: { title: { type: 'string', title: 'Page title' } } } } } },
      uiSchema: {},
      console: undefined,
      rules: {
        validate: (r) => ((r.pages as { title?: string }[] | undefined) ?? []).flatMap((p, i) => (p.title === 'bad' ? [{ field: `pages.${i}.title`, message: 'rule.tk_tour.reasonNeeded' }] : [])),
      },
      variants: undefined,
    });
    const { container } = host(pages, { items: [wireItem(1, { title: 'T', pages: [{ title: 'ok' }, { title: 'bad' }] })] });
    fireEvent.click(await screen.findByRole('option', { name: /T/ }));
    await waitFor(() => expect(container.querySelector('#tk_tour_pages_1_title')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('A closed tour needs a reason');
    const field = container.querySelector('#tk_tour_pages_1_title')!;
    expect(message.closest('.form-group')?.contains(field)).toBe(true);
  });

  it('shows a server 400 with a messageId translated next to its field', async () => {
    const write = vi.fn((call: Call) => {
      throw httpError(400, { message: 'Invalid', errors: [{ field: 'reason', message: 'A closed tour needs a reason', messageId: 'rule.tk_tour.reasonNeeded' }] });
      return call;
    });
    // The client's form has no rule (as if its kind were older than the server's): only the server says it.
    host(tour({ rules: undefined }), { language: 'es', write });
    fireEvent.change(await screen.findByLabelText(/Título del recorrido/), { target: { value: 'Harbour walk' } });
    fireEvent.click(await saveButton('Guardar'));
    const message = await screen.findByText('Un recorrido cerrado necesita un motivo');
    expect(message.closest('.form-group')?.contains(screen.getByLabelText(/Motivo del cierre/))).toBe(true);
    expect(write).toHaveBeenCalledOnce();
  });
});

describe('slim list, full item on open', () => {
  it('lists with ?slim=1 and loads the full item when one is opened', async () => {
    const items = [wireItem(7, { title: 'Harbour walk', closed: true, reason: 'Storm', rating: 4 })];
    const { calls } = host(tour(), { items, listFields: ['title'] });
    const row = await screen.findByRole('option', { name: /Harbour walk/ });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/tk_tour?slim=1' });
    fireEvent.click(row);
    const reason = await screen.findByDisplayValue('Storm');
    expect(reason).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/tk_tour/7');
  });


  it('keeps the list quick: a key highlights at once, the form follows the resting selection with one load', async () => {
    const items = [1, 2, 3, 4].map((id) => wireItem(id, { title: `Tour ${id}`, reason: `Reason ${id}` }));
    const { calls } = host(tour(), { items, listFields: ['title'] });
    fireEvent.click(await screen.findByRole('option', { name: /Tour 1/ }));
    await screen.findByDisplayValue('Reason 1');
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    // Highlighted at once; the form still shows the previous item, busy, until the new one is loaded.
    expect(screen.getByRole('option', { name: /Tour 4/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByDisplayValue('Reason 1').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    await screen.findByDisplayValue('Reason 4');
    const opened = calls.filter((c) => /^\/tk_tour\/\d+$/.test(c.path)).map((c) => c.path);
    expect(opened).toEqual(['/tk_tour/1', '/tk_tour/4']);
    expect(screen.getByDisplayValue('Reason 4').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });

  it('says it is loading when the full item takes a while, and never shows the slim one as the form', async () => {
    const items = [wireItem(1, { title: 'Slow tour', reason: 'Fog' })];
    host(tour(), { items, listFields: ['title'], itemDelayMs: 400 });
    fireEvent.click(await screen.findByRole('option', { name: /Slow tour/ }));
    expect(await screen.findByRole('status', {}, { timeout: 350 })).toHaveProperty('textContent', 'Loading the item…');
    // The picked item is announced as what it is while it loads, never as a new one.
    expect(screen.getByRole('heading', { name: 'Edit Tour' })).toBeTruthy();
    await screen.findByDisplayValue('Fog');
    expect(screen.queryByText('Loading the item…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Edit Tour' })).toBeTruthy();
  });
});

describe('list keys', () => {
  const items = [1, 2, 3].map((id) => wireItem(id, { title: `Tour ${id}` }));
  const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

  it('Tab and Shift+Tab move through the list where the kind says list.tabMoves', async () => {
    host(tour({ list: { ...tkTour.list, tabMoves: true } as KindDefinition['list'] }), { items });
    fireEvent.click(await screen.findByRole('option', { name: /Tour 1/ }));
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'Tab' });
    expect(selected()).toContain('Tour 2');
    fireEvent.keyDown(list, { key: 'Tab', shiftKey: true });
    expect(selected()).toContain('Tour 1');
  });

  it('Tab leaves the list as usual elsewhere', async () => {
    host(tour(), { items });
    fireEvent.click(await screen.findByRole('option', { name: /Tour 1/ }));
    const notPrevented = fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Tab' });
    expect(notPrevented).toBe(true);
    expect(selected()).toContain('Tour 1');
  });
});

describe('variants', () => {
  it('renders the variant the client’s patch chooses: its form, its list item, and a notice on items of another shape', async () => {
    const items = [
      wireItem(1, { title: 'Old tour', rating: 3 }, { variant: 'full' }),
      wireItem(2, { title: 'New tour', summary: 'Short' }, { variant: 'compact' }),
    ];
    host(tour(), { items, patches: { tk_tour: { variant: 'compact' } }, listFields: ['title', 'summary'] });
    // The compact form: summary, no rating; the compact list item shows the summary.
    expect(await screen.findByLabelText(/Summary/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const newRow = await screen.findByRole('option', { name: /New tour/ });
    expect(within(newRow).getByText('Short')).toBeTruthy();

    fireEvent.click(newRow);
    await screen.findByDisplayValue('Short');
    expect(screen.queryByText(/was made with/)).toBeNull();

    fireEvent.click(screen.getByRole('option', { name: /Old tour/ }));
    const notice = await screen.findByText(/was made with the “full” screen/);
    expect(notice.textContent).toContain('“Compact tour”');
  });

  it('names the patch file when it chooses a variant the kind does not have', async () => {
    host(tour(), { patches: { tk_tour: { variant: 'tiny' } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('schemas/clients/acme/tk_tour.patch.json');
    expect(alert.textContent).toContain('tiny');
  });
});

describe('plugin-owned console parts', () => {
  it('loads the kind’s module lazily and hands its widget to the form', async () => {
    host(tour(), { items: [wireItem(1, { title: 'T', rating: 2 })] });
    const stars = await screen.findByRole('radiogroup', { name: /Rating/ });
    expect(within(stars).getByRole('radio', { name: '2 of 5' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(stars).getByRole('radio', { name: '4 of 5' }));
    expect(within(stars).getByRole('radio', { name: '4 of 5' }).getAttribute('aria-checked')).toBe('true');
  });

  it('loads a module once for the form and the preview', async () => {
    const load = vi.fn(async () => ({ default: { widgets: { tk_stars: StubStars }, previewRenderers: { speech_bubble: () => null } } as KindConsoleParts }));
    host(tour({ console: { widgets: ['tk_stars'], previewRenderers: ['speech_bubble'], load } }));
    await screen.findByTestId('stub-stars');
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows a module that does not match its declaration loudly, naming the plugin folder', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = async () => ({ default: { widgets: { tk_starz: StubStars } } as KindConsoleParts });
    host(tour({ console: { widgets: ['tk_stars'], load } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('plugins/tk_tour/');
    expect(alert.textContent).toContain('widgets.tk_stars is declared but not exported');
    expect(alert.textContent).toContain('widgets.tk_starz is exported but not declared');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows a module that fails to load loudly too', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    host(tour({ console: { widgets: ['tk_stars'], load: () => Promise.reject(new Error('chunk gone')) } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/plugins\/tk_tour\/.*chunk gone/);
    errors.mockRestore();
  });

  it('renders the module’s own screen instead of the generic one, handed the client’s kind', async () => {
    const Screen = ({ kind }: { kind: ResolvedKind }) => <p>Own screen of {kind.id} ({kind.variant})</p>;
    const load = async () => ({ default: { screen: Screen } as KindConsoleParts });
    host(tour({ uiSchema: {}, console: { screen: true, load } }), { patches: { tk_tour: { schema: { title: 'Patched' } } } });
    expect(await screen.findByText('Own screen of tk_tour (full)')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

function StubStars({ id }: WidgetProps) {
  return <span id={id} data-testid="stub-stars" />;
}
