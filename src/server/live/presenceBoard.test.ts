import { expect, it } from 'vitest';
import { createPresenceBoard, PRESENCE_TTL_MS, type PresenceView } from './presenceBoard.ts';

it('drops a presence PRESENCE_TTL_MS after its last heartbeat, and a heartbeat that changes nothing is silent', () => {
  const told: PresenceView[] = [];
  const board = createPresenceBoard((_c, view) => told.push(view));
  const note = { companyId: 1, session: 's1', tab: '', user: { id: 7, name: 'Eva' }, kind: 'story', id: 3, editing: false };
  board.set(note, 0);
  board.set(note, 10_000);
  expect(told).toEqual([{ kind: 'story', id: 3, users: [{ id: 7, name: 'Eva', editing: false }] }]);
  board.sweep(10_000 + PRESENCE_TTL_MS - 1);
  expect(told).toHaveLength(1);
  board.sweep(10_000 + PRESENCE_TTL_MS);
  expect(told.at(-1)).toEqual({ kind: 'story', id: 3, users: [] });
  expect(board.views(1)).toEqual([]);
});

it('keeps a user present while another tab of the same sign-in still has the item open, listed once', () => {
  const told: PresenceView[] = [];
  const board = createPresenceBoard((_c, view) => told.push(view));
  const tab = (name: string, editing: boolean) => ({ companyId: 1, session: 's1', tab: name, user: { id: 7, name: 'Eva' }, kind: 'story', id: 3, editing });
  board.set(tab('a', false), 0);
  board.set(tab('b', true), 0);
  expect(board.views(1)).toEqual([{ kind: 'story', id: 3, users: [{ id: 7, name: 'Eva', editing: true }] }]);
  // The editing tab closes: Eva stays, no longer editing.
  board.remove(1, 's1', 'b', 'story', 3);
  expect(told.at(-1)).toEqual({ kind: 'story', id: 3, users: [{ id: 7, name: 'Eva', editing: false }] });
  board.remove(1, 's1', 'a', 'story', 3);
  expect(told.at(-1)).toEqual({ kind: 'story', id: 3, users: [] });
  // The sign-in's last stream closing takes every tab's presence with it.
  board.set(tab('a', false), 0);
  board.set(tab('b', false), 0);
  board.dropSession(1, 's1');
  expect(board.views(1)).toEqual([]);
});
