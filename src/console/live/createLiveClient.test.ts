import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient, LIVE_BATCH_MS, LIVE_RETRY_MAX_MS, LIVE_RETRY_MS, type EventSourceLike } from './createLiveClient.ts';

// The browser's EventSource is the boundary here: a tiny in-memory one that lets the test send frames.
// The real stream against the real server is covered by the live e2e tests.
let opened: FakeSource[] = [];
class FakeSource {
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  closed = false;
  readyState = 1;
  constructor(public url: string) { opened.push(this); }
  addEventListener(type: string, l: (e: MessageEvent) => void) { this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]); }
  close() { this.closed = true; }
  emit(type: string, data: unknown, lastEventId = '') { for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId })); }
  /** The browser gave up on it: the server answered something else than a stream (a 429, a 503). */
  refuse() { this.readyState = 2; for (const l of this.listeners.get('error') ?? []) l(new MessageEvent('error')); }
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

  it('asks for a refused stream again only after a wait that doubles up to a minute, from the last id it saw', () => {
    vi.useFakeTimers();
    const client = createLiveClient({ url: '/api/live', EventSource: FakeSource as unknown as EventSourceLike });
    opened[0]!.emit('ready', { last_event_id: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'AAAAAAAAAAAAAAAAAAAAAA');
    opened[0]!.emit('item', { kind: 'station', id: 1, version: 2, action: 'updated', by: null, at: '' }, 'BBBBBBBBBBBBBBBBBBBBBB');
    // A dropped connection (the browser reconnects by itself) is left to the browser.
    for (const l of opened[0]!.listeners.get('error') ?? []) l(new MessageEvent('error'));
    vi.advanceTimersByTime(LIVE_RETRY_MAX_MS * 2);
    expect(opened).toHaveLength(1);
    // Refused: nothing at once, one new attempt after about LIVE_RETRY_MS, carrying the last id.
    opened[0]!.refuse();
    vi.advanceTimersByTime(LIVE_RETRY_MS * 0.75);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(LIVE_RETRY_MS * 0.5);
    expect(opened.map((o) => o.url)).toEqual(['/api/live', '/api/live?last_event_id=BBBBBBBBBBBBBBBBBBBBBB']);
    // Refused again and again: the waits double, and never pass a minute.
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = opened.length;
      opened.at(-1)!.refuse();
      let waited = 0;
      while (opened.length === before) { vi.advanceTimersByTime(100); waited += 100; }
      waits.push(waited);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(LIVE_RETRY_MS * 2 * 0.8);
    expect(waits.every((w, i) => i === 0 || w >= waits[i - 1]! * 1.3 || w >= LIVE_RETRY_MAX_MS * 0.8)).toBe(true);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LIVE_RETRY_MAX_MS * 1.2 + 100);
    // Let in: the next refusal waits the first wait again. Closed: no attempt is left waiting.
    opened.at(-1)!.emit('ready', {}, 'CCCCCCCCCCCCCCCCCCCCCC');
    opened.at(-1)!.refuse();
    const count = opened.length;
    vi.advanceTimersByTime(LIVE_RETRY_MS * 1.25);
    expect(opened).toHaveLength(count + 1);
    opened.at(-1)!.refuse();
    client.close();
    vi.advanceTimersByTime(LIVE_RETRY_MAX_MS * 2);
    expect(opened).toHaveLength(count + 1);
  });
});
