import { expect, it } from 'vitest';
import { createPresenceBoard, PRESENCE_TTL_MS, type PresenceView } from './presenceBoard.ts';

it('drops a presence PRESENCE_TTL_MS after its last heartbeat, and a heartbeat that changes nothing is silent', () => {
  const told: PresenceView[] = [];
  const board = createPresenceBoard((_c, view) => told.push(view));
  const note = { companyId: 1, session: 's1', user: { id: 7, name: 'Eva' }, kind: 'story', id: 3, editing: false };
  board.set(note, 0);
  board.set(note, 10_000);
  expect(told).toEqual([{ kind: 'story', id: 3, users: [{ id: 7, name: 'Eva', editing: false }] }]);
  board.sweep(10_000 + PRESENCE_TTL_MS - 1);
  expect(told).toHaveLength(1);
  board.sweep(10_000 + PRESENCE_TTL_MS);
  expect(told.at(-1)).toEqual({ kind: 'story', id: 3, users: [] });
  expect(board.views(1)).toEqual([]);
});
