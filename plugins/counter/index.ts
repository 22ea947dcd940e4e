import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/counter.schema.json';
import uiSchema from '../../schemas/counter.ui.json';
import { counterPreview } from './counterPreview.ts';
import { counterRules } from './counterRules.ts';
import { messages } from './messages.ts';

/** What a counter may count: a station visited or a question answered. */
export type CountedKind = 'station' | 'question';

/** One counted item: which kind and which item (cleared when that item is destroyed). */
export interface Counted {
  kind: CountedKind;
  id?: number;
}

/** A counter (SPEC §2 tab `counter`): a goal a visitor progresses through, e.g. "5 stations visited". */
export interface Counter extends Record<string, unknown> {
  title: string;
  /** What is counted, as visitors read it ("stations visited"). */
  unit?: string;
  /** How many counted items reach the goal (1–1000). */
  target: number;
  /** The items that count, in the order the app lists them. */
  counts?: Counted[];
}

export default defineKind<Counter>({
  id: 'counter',
  schema,
  uiSchema,
  labels: { tab: 'kind.counter.tab', item: 'kind.counter.item' },
  tab: { order: 140, name: 'Counter' },
  messages,
  rules: {
    defaults: () => ({ target: 1, counts: [] }),
    validate: counterRules,
    // Destroying a counted item removes its row without a save: the Info screen then names the target
    // that visitors can no longer reach.
    lint: (r) => counterRules(r).filter((e) => e.field === 'target').map((e) => ({ at: '/target', message: e.message, values: e.values })),
  },
  list: {
    fields: ['title', 'unit', 'target'],
    toListItem: (r) => ({ title: r.title, ingress: typeof r.target === 'number' ? [r.target, r.unit].filter((x) => x !== undefined && x !== '').join(' ') : r.unit }),
  },
  preview: {
    toPreview: counterPreview,
    // The visitor's progress towards the goal: a field kind of the counter's own, drawn as a ring.
    fields: ['progress'],
  },
  console: { previewRenderers: ['progress'], load: () => import('./CounterConsole.tsx') },
});
