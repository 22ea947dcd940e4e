import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { liveEventIdsWith } from './liveEventIds.ts';

it('reads back only the ids it made for that company', () => {
  const ids = liveEventIdsWith(randomBytes(32));
  const shown = ids.of(3, 41);
  expect(shown).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(ids.read(3, shown)).toBe(41);
  // Neighbouring rows look unrelated; another company, another key, an edited or an old numeric id read as nothing.
  expect(ids.of(3, 42).slice(0, 4)).not.toBe(shown.slice(0, 4));
  expect(ids.read(4, shown)).toBeUndefined();
  expect(liveEventIdsWith(randomBytes(32)).read(3, shown)).toBeUndefined();
  expect(ids.read(3, `${shown.slice(0, 10)}${shown[10] === 'A' ? 'B' : 'A'}${shown.slice(11)}`)).toBeUndefined();
  expect(ids.read(3, '41')).toBeUndefined();
  expect(ids.read(3, ids.of(3, 0))).toBe(0);
});
