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
import type { WireItem } from '../../../src/console/editor/wireItem.ts';
import type { ResolvedKind } from '../../../src/core/defineKind.ts';
import { createPendingEdits } from '../../../src/console/rjsf/pendingEdits.ts';
import '../../../src/console/styles/index.css';
import { benchSchema } from './benchSchema.ts';

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

const benchKind = {
  id: 'bench', route: 'bench', labels: { tab: 'preview.title', item: 'preview.title' }, api: { actions: [] },
  toListItem: (r: WireItem) => ({ title: String(r.title), ingress: String(r.ingress) }),
} as unknown as ResolvedKind;

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

/** Resolves after the next frame has been painted (rAF, then a task after it). */
function nextPaint(): Promise<void> {
  return new Promise((ok) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => ok(); c.port2.postMessage(0); }));
}

// Keystroke-to-paint: from the keydown event's own timestamp to the first paint after it.
const samples: number[] = [];
let last: Promise<void> = Promise.resolve();
document.addEventListener('keydown', (e) => {
  const start = e.timeStamp;
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
  interface Window { editorLab: { mountForm: typeof mountForm; mountList: typeof mountList; takeSamples: typeof takeSamples; settle: typeof settle; nextPaint: typeof nextPaint } }
}
window.editorLab = { mountForm, mountList, takeSamples, settle, nextPaint };
document.documentElement.dataset.labReady = '1';
