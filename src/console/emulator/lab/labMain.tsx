import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { PreviewField } from '../../../core/previewField.ts';
import { createKindRegistry } from '../../../core/createKindRegistry.ts';
import { previewVocabulary } from '../../../core/previewVocabulary.ts';
import type { UserSetting } from '../../session/userWeb.ts';
import { IntlProvider } from '../../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../../i18n/createConsoleIntl.ts';
import { createEmulatorLoader } from '../emulatorLoader.ts';
import { PhoneEmulator } from '../PhoneEmulator.tsx';
import { benchKind, benchRecord, typeInto, type BenchRecord } from './benchKind.ts';

// A page outside the console, built by Vite for the emulator's e2e scenarios that no content kind
// produces yet (audio, list items with ids) and for the keystroke bench. Driven from playwright
// through window.emulatorLab.

// The product's kinds, as the console's registry has them: list items look up their kind (entity, title, eye icon)
// there, and the field kinds a kind introduces are drawn by its console module.
const kinds = createKindRegistry(import.meta.glob('../../../../plugins/*/index.ts', { eager: true })).kinds;
const intl = createConsoleIntl('en', kinds);
// The bench lists items under a list-item field kind of the registry's (whichever comes first).
const bench100 = benchKind([...previewVocabulary(kinds).listItems.keys()][0] ?? 'text');
let root: Root | null = null;

function freshRoot(): Root {
  root?.unmount();
  root = createRoot(document.getElementById('root')!);
  return root;
}

/** Renders field records as given, with the real API behind the loader (token from the test). */
function mountFields(fields: PreviewField[], opts: { token?: string; settings?: UserSetting } = {}) {
  const kind = { route: 'lab', labels: { tab: 'preview.title', item: 'preview.title' }, list: { toListItem: () => ({ title: '' }) }, preview: { toPreview: () => fields } };
  const load = createEmulatorLoader(() => (opts.token ? { Authorization: `Bearer ${opts.token}` } : null));
  flushSync(() => freshRoot().render(
    <IntlProvider intl={intl}><PhoneEmulator kind={kind} record={{}} settings={opts.settings} load={load} kinds={kinds} /></IntlProvider>,
  ));
}

/** Times `samples` keystrokes into a `size`-field preview: toPreview, React render and commit, then forced layout. */
function bench(opts: { size: number; samples: number; warmup: number; memoize: boolean }): number[] {
  const r = freshRoot();
  const view = (rec: BenchRecord) => (
    <IntlProvider intl={intl}><PhoneEmulator kind={bench100} record={rec} memoize={opts.memoize} load={async () => ({})} kinds={kinds} /></IntlProvider>
  );
  let record = benchRecord(opts.size);
  flushSync(() => r.render(view(record)));
  const out: number[] = [];
  const at = Math.floor(opts.size / 2) + 2; // a text field in the middle of the preview
  for (let i = 0; i < opts.warmup + opts.samples; i++) {
    record = typeInto(record, at, 'abcdefghij'[i % 10]);
    performance.mark('key-start');
    flushSync(() => r.render(view(record)));
    void document.body.offsetHeight; // style and layout belong to the keystroke's cost
    performance.mark('key-end');
    const m = performance.measure('keystroke', 'key-start', 'key-end');
    if (i >= opts.warmup) out.push(m.duration);
    performance.clearMarks();
    performance.clearMeasures();
  }
  return out;
}

declare global {
  interface Window { emulatorLab: { mountFields: typeof mountFields; bench: typeof bench } }
}
window.emulatorLab = { mountFields, bench };
document.documentElement.dataset.labReady = '1';
