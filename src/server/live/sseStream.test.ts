import { expect, it } from 'vitest';
import { createSseStream } from './sseStream.ts';

it('cuts a client that reads nothing once its queue passes the bound, after telling it to reload, and frees it', async () => {
  let ended = 0;
  const stream = createSseStream(() => 'event: reset\ndata: {"reason":"behind"}\n\n', () => { ended++; }, 1024);
  const frame = `event: item\ndata: ${'x'.repeat(100)}\n\n`;
  let sent = 0;
  while (stream.send(frame)) sent++;
  // About the bound's worth was queued, then nothing more: a stalled client costs the server no more than that.
  expect(sent * frame.length).toBeGreaterThanOrEqual(1024);
  expect(sent * frame.length).toBeLessThan(1024 + frame.length);
  expect(stream.closed).toBe(true);
  expect(ended).toBe(1);
  expect(stream.send(frame)).toBe(false);
  // What the client gets when it does read: the frames, then the reset, then the end.
  const text = await new Response(stream.body).text();
  expect(text.endsWith('event: reset\ndata: {"reason":"behind"}\n\n')).toBe(true);
});
