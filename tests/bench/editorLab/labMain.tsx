import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useMemo, useState } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { IntlProvider } from '../../../src/console/i18n/IntlContext.tsx';
import { createConsoleIntl } from '../../../src/console/i18n/createConsoleIntl.ts';
import { ConsoleForm } from '../../../src/console/editor/ConsoleForm.tsx';
import { useFormHistory } from '../../../src/console/editor/useFormHistory.ts';
import { ItemList } from '../../../src/console/editor/ItemList.tsx';
import type { WireItem } from '../../../src/console/model/wireItem.ts';
import { ServicesProvider, type Services } from '../../../src/console/http/ServicesContext.tsx';
import { createPendingEdits } from '../../../src/console/rjsf/pendingEdits.ts';
import '../../../src/console/styles/index.css';
import { benchSchema } from './benchSchema.ts';
import { benchKind, workspaceItems, workspaceSchema, WorkspaceHarness } from './WorkspaceHarness.tsx';

// A page outside the console, built by Vite (production React), for the editor bench: the console's
// form (deferred inputs, memoised RJSF fields, undo history) against a bare RJSF <Form>, and the
// virtual list. Driven from playwright through window.editorLab.

const intl = createConsoleIntl('en');
let root: Root | null = null;
const fresh = () => { root?.unmount(); root = createRoot(document.getElementById('root')!); return root; };
const { schema, data } = benchSchema();

/** The console form as the kind screen wires it: state + history in the parent, formData echoed back. */
function ConsoleHarness() {
  const history = useFormHistory(() => data);
  const pending = useMemo(createPendingEdits, []);
  return (
    <ConsoleForm idPrefix="bench" schema={schema} uiSchema={{}} formData={history.present} pending={pending}
      onChange={history.push} onSubmit={() => {}} />
  );
}

/** Mounts the console form or the bare RJSF form with the same schema and data. */
function mountForm(kind: 'console' | 'bare') {
  const r = fresh();
  flushSync(() => r.render(
    <IntlProvider intl={intl}>
      <div style={{ overflow: 'auto', height: 900, flex: 1 }}>
        {kind === 'console' ? <ConsoleHarness /> : <Form schema={schema as never} validator={validator} formData={data} />}
      </div>
    </IntlProvider>,
  ));
}

function ListHarness({ items }: { items: WireItem[] }) {
  const [selected, setSelected] = useState<number | null>(items[0]?.id ?? null);
  return <ItemList kind={benchKind} items={items} loading={false} selectedId={selected} onSelect={setSelected} onNew={() => {}} />;
}

/** Mounts a 10,000-item list and returns the time from render to the first paint after it. */
async function mountList(count: number): Promise<number> {
  const items: WireItem[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1, version: 1, state: (['active', 'published', 'unpublished', 'archived'] as const)[i % 4],
    is_published: i % 4 === 1, is_archived: i % 4 === 3, title: `Item ${i}`, ingress: `Ingress of item ${i}`,
  }));
  const r = fresh();
  performance.mark('list-start');
  flushSync(() => r.render(<IntlProvider intl={intl}><ListHarness items={items} /></IntlProvider>));
  await nextPaint();
  return performance.measure('list-render', 'list-start').duration;
}

// The editor's notices go nowhere here; nothing in the lab talks to a server.
const services = { http: null, plainHttp: null, notify: () => 0, dismiss: () => {} } as unknown as Services;

/** Mounts the list and the form of the selected item side by side, as the kind screen has them. */
async function mountWorkspace(count: number, fields: number): Promise<number> {
  const items = workspaceItems(count, fields);
  const schema = workspaceSchema(fields);
  const r = fresh();
  performance.mark('ws-start');
  flushSync(() => r.render(
    <IntlProvider intl={intl}><ServicesProvider services={services}><WorkspaceHarness items={items} schema={schema} /></ServicesProvider></IntlProvider>,
  ));
  await nextPaint();
  return performance.measure('ws-render', 'ws-start').duration;
}

/** A focusable box whose keydown changes one text node: what keydown → paint costs with no app work (the floor). */
function FloorHarness() {
  const [n, setN] = useState(0);
  return <div tabIndex={0} id="floor" role="status" onKeyDown={() => setN((x) => x + 1)}>{n}</div>;
}

/** Mounts the floor box. */
function mountFloor() {
  const r = fresh();
  flushSync(() => r.render(<FloorHarness />));
}

/** Time from the last keydown until the form shows `title` in its title field (the form following the list). */
function formShows(title: string): Promise<number> {
  return new Promise((ok) => {
    const check = () => {
      const input = document.getElementById('bench_title') as HTMLInputElement | null;
      if (input?.value === title) ok(performance.now() - lastKey);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Resolves after the next frame has been painted (rAF, then a task after it). */
function nextPaint(): Promise<void> {
  return new Promise((ok) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => ok(); c.port2.postMessage(0); }));
}

// Keystroke-to-paint: from the keydown event's own timestamp to the first paint after it.
const samples: number[] = [];
let last: Promise<void> = Promise.resolve();
let lastKey = 0;
document.addEventListener('keydown', (e) => {
  const start = e.timeStamp;
  lastKey = start;
  last = nextPaint().then(() => { samples.push(performance.now() - start); });
}, true);

/** Waits until the last keystroke's paint was measured, and returns (and clears) the samples. */
async function takeSamples(): Promise<number[]> {
  await last;
  return samples.splice(0);
}

/** Times a deferred commit: what the form pays once typing pauses (not per keystroke). */
async function settle(ms: number): Promise<void> { await new Promise((ok) => setTimeout(ok, ms)); await nextPaint(); }

declare global {
  interface Window { editorLab: {
    mountForm: typeof mountForm; mountList: typeof mountList; mountWorkspace: typeof mountWorkspace; mountFloor: typeof mountFloor;
    formShows: typeof formShows; takeSamples: typeof takeSamples; settle: typeof settle; nextPaint: typeof nextPaint;
  } }
}
window.editorLab = { mountForm, mountList, mountWorkspace, mountFloor, formShows, takeSamples, settle, nextPaint };
document.documentElement.dataset.labReady = '1';
