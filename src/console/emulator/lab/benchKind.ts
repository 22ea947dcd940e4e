import type { PreviewField } from '../../../core/previewField.ts';

/** The record of the bench kind: one editable string per field. */
export interface BenchRecord extends Record<string, unknown> {
  values: string[];
}

/** A record of n fields with distinct values. */
export function benchRecord(n: number): BenchRecord {
  return { values: Array.from({ length: n }, (_, i) => `Field ${i}: the Oslofjord stretches about 100 kilometres to the Skagerrak.`) };
}

/** The same record after one keystroke in field `at`: a new record, as RJSF hands the editor. */
export function typeInto(record: BenchRecord, at: number, char: string): BenchRecord {
  const values = record.values.slice();
  values[at] += char;
  return { values };
}

// A realistic mix without network media, so timings measure rendering, not downloads. `listField` is
// a list-item field kind of the registry's (the bench phone has its kinds).
function field(i: number, value: string, listField: string): PreviewField {
  const base = { position: i, visible: true };
  switch (i % 10) {
    case 0: return { ...base, field: 'title', value };
    case 1: return { ...base, field: 'ingress', value };
    case 5: return { ...base, field: 'speech_bubble', value, meta: { title: 'Guide' } };
    case 6: return { ...base, field: 'scenarios', value: ['10 km', '100 km', { title: '1000 km', text: value }], meta: { title: value } };
    case 7: return { ...base, field: listField, value: [1, 2, 3].map((n) => ({ id: i * 10 + n, title: `${value.slice(0, 20)} ${n}`, ingress: 'Three islands in one afternoon' })) };
    case 8: return { ...base, field: 'scenarios', value: [{ title: value, text: 'Find the way back.' }, 'Storm at sea'] };
    case 9: return { ...base, field: 'map', value: [1, 2, 3, 4, 5].map((n) => ({ id: n, title: `${value.slice(0, 12)} ${n}`, latitude: 59.9 + n / 100, longitude: 10.7 + n / 100 })) };
    default: return { ...base, field: 'text', value };
  }
}

/** A kind whose preview has one field record per value (the bench's 100-field preview), listing items under `listField`. */
export function benchKind(listField: string) {
  return {
    route: 'bench',
    labels: { tab: 'preview.title', item: 'preview.title' },
    list: {
      toListItem: (r: BenchRecord) => ({ title: r.values[0] ?? '' }),
    },
    preview: {
      toPreview: (r: BenchRecord) => r.values.map((v, i) => field(i, v, listField)),
    },
  };
}
