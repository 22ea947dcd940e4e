import { describe, expect, it } from 'vitest';
import { counterRules } from './counterRules.ts';
import { counterPreview } from './counterPreview.ts';
import type { Counter } from './index.ts';

const ctx = { mediaUrl: (t: string, f: string) => `/public/${t}/${f}` };

describe('counter rules', () => {
  it('lets any target through while nothing is listed, and a target up to the number counted', () => {
    expect(counterRules({ title: 'Open', target: 1000 })).toEqual([]);
    expect(counterRules({ title: 'Three', target: 3, counts: [{ kind: 'station', id: 1 }, { kind: 'question', id: 1 }, { kind: 'station', id: 2 }] })).toEqual([]);
  });

  it('refuses a target above the counted items, not counting rows without an item', () => {
    const r: Counter = { title: 'Too many', target: 3, counts: [{ kind: 'station', id: 1 }, { kind: 'station' }, { kind: 'question', id: 4 }] };
    expect(counterRules(r)).toEqual([{ field: 'target', message: 'rule.counter.targetTooHigh', values: { count: 2, target: 3 } }]);
  });

  it('refuses counting one item twice, on the repeated row', () => {
    const r: Counter = { title: 'Twice', target: 1, counts: [{ kind: 'station', id: 1 }, { kind: 'question', id: 1 }, { kind: 'station', id: 1 }] };
    expect(counterRules(r)).toEqual([{ field: 'counts.2.id', message: 'rule.counter.duplicate' }]);
  });
});

describe('counter preview', () => {
  it('shows the title, progress at 0 of the target, and the resolved items in order', () => {
    const fields = counterPreview(
      { title: 'Walk', unit: ' stations ', target: 2, counts: [{ kind: 'station', id: 5 }, { kind: 'question', id: 6 }] },
      { ...ctx, ref: (kind, id) => ({ id: Number(id), kind, title: `${kind} ${String(id)}` }) },
    );
    expect(fields.map((f) => [f.field, f.visible])).toEqual([['title', true], ['progress', true], ['items', true]]);
    expect(fields[1].value).toEqual({ count: 0, target: 2, unit: 'stations' });
    expect((fields[2].value as { title: string }[]).map((i) => i.title)).toEqual(['station 5', 'question 6']);
  });

  it('hides the ring without a usable target and the list while nothing resolves', () => {
    const fields = counterPreview({ title: 'Half typed', target: 0, counts: [{ kind: 'station', id: 5 }] }, ctx);
    expect(fields.filter((f) => f.visible).map((f) => f.field)).toEqual(['title']);
  });
});
