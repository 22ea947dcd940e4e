import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient, LIVE_BATCH_MS, type EventSourceLike } from './createLiveClient.ts';

// The browser's EventSource is the boundary here: a tiny in-memory one that lets the test send frames.
// The real stream against the real server is covered by the live e2e tests.
let opened: FakeSource[] = [];
class FakeSource {
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  closed = false;
  constructor(public url: string) { opened.push(this); }
  addEventListener(type: string, l: (e: MessageEvent) => void) { this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]); }
  close() { this.closed = true; }
  emit(type: string, data: unknown) { for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) })); }
}

afterEach(() => { opened = []; vi.useRealTimers(); });

describe('createLiveClient', () => {
  it('hands item events over in one batch and asks views to reload on a reset', () => {
    vi.useFakeTimers();
    const client = createLiveClient({ url: '/api/live', EventSource: FakeSource as unknown as EventSourceLike });
    const batches: number[][] = [];
    let resets = 0;
    client.on('item', (events) => batches.push(events.map((e) => e.id)));
    client.on('reset', () => { resets++; });
    const src = opened[0]!;
    src.emit('item', { kind: 'station', id: 1, version: 2, action: 'updated', by: { id: 9, name: 'Ana' }, at: '' });
    src.emit('item', { kind: 'station', id: 2, version: 1, action: 'created', by: { id: 9, name: 'Ana' }, at: '' });
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(LIVE_BATCH_MS);
    expect(batches).toEqual([[1, 2]]);
    src.emit('reset', { reason: 'missed' });
    expect(resets).toBe(1);
  });

  it('keeps who has which item open, forgets it on a reconnect, and closes for good when signed out', () => {
    const ended: string[] = [];
    const client = createLiveClient({ url: '/api/live', EventSource: FakeSource as unknown as EventSourceLike, onEnd: (r) => ended.push(r) });
    const src = opened[0]!;
    const before = client.presenceOf('station');
    src.emit('presence', { kind: 'station', id: 5, users: [{ id: 2, name: 'Bo', editing: true }] });
    expect(client.presence('station', 5)).toEqual([{ id: 2, name: 'Bo', editing: true }]);
    // A new map per change, so React's external-store reads see it.
    expect(client.presenceOf('station')).not.toBe(before);
    src.emit('ready', { last_event_id: 3 });
    expect(client.presence('station', 5)).toEqual([]);
    src.emit('end', { reason: 'shutdown' });
    expect(src.closed).toBe(false);
    src.emit('end', { reason: 'signed-out' });
    expect(src.closed).toBe(true);
    expect(ended).toEqual(['signed-out']);
  });
});
