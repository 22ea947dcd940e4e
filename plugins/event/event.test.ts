import { describe, expect, it } from 'vitest';
import event from './index.ts';
import { endsBeforeStart, eventWhen } from './eventTime.ts';
import type { ResolvedRef } from '../../src/core/index.ts';

const mediaUrl = (type: string, file: string) => `/public/${type}/${file}`;

describe('event times', () => {
  it('writes start and end on the company clock, the end as a time only on the same day', () => {
    expect(eventWhen('2027-06-12T16:00:00.000Z', '2027-06-12T20:00:00.000Z', 'Europe/Oslo')).toMatch(/12 Jun 2027.*18:00 – 22:00$/);
    expect(eventWhen('2027-06-12T16:00:00.000Z', '2027-06-12T20:00:00.000Z', 'UTC')).toMatch(/16:00 – 20:00$/);
    // 23:30 UTC is the next day in Oslo: both days are written out.
    expect(eventWhen('2027-06-12T16:00:00.000Z', '2027-06-12T23:30:00.000Z', 'Europe/Oslo')).toMatch(/12 Jun 2027.*13 Jun 2027/);
    expect(eventWhen('2027-06-12T16:00:00.000Z', undefined, 'Not/AZone')).toMatch(/16:00/);
    expect(eventWhen(undefined, '2027-06-12T16:00:00.000Z')).toBeUndefined();
  });

  it('finds an end before the start, and only that', () => {
    expect(endsBeforeStart('2027-06-12T16:00:00Z', '2027-06-12T15:59:00Z')).toBe(true);
    expect(endsBeforeStart('2027-06-12T16:00:00Z', '2027-06-12T16:00:00Z')).toBe(false);
    expect(endsBeforeStart('2027-06-12T16:00:00Z', undefined)).toBe(false);
    expect(event.rules!.validate!({ title: 'x', starts_at: '2027-06-12T16:00:00Z', ends_at: '2027-06-11T16:00:00Z' }, {} as never))
      .toEqual([{ field: 'ends_at', message: 'rule.event.endBeforeStart' }]);
  });
});

describe('event preview', () => {
  const links: ResolvedRef[] = [
    { id: 1, kind: 'story', title: 'Harbour walk', linkState: 'published' },
    { id: 2, kind: 'form', title: 'Feedback', url: 'https://example.org/f', linkState: 'archived' },
    { id: 3, kind: 'game', title: 'Quiz', linkState: 'active' },
  ];
  it('lists the programme in order as list items of their own kinds, without archived links, and the time in the company zone', () => {
    const fields = event.preview!.toPreview!(
      { title: 'Festival', starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z', place: 'Quay' },
      { mediaUrl, links: (rel) => (rel === 'contents' ? links : undefined), timeZone: 'Europe/Oslo' },
    );
    const list = fields.find((f) => f.field === 'story');
    expect((list?.value as ResolvedRef[]).map((r) => [r.kind, r.title])).toEqual([['story', 'Harbour walk'], ['game', 'Quiz']]);
    expect(fields.find((f) => f.field === 'text')?.value).toMatch(/18:00 – 22:00\nQuay$/);
  });
});
