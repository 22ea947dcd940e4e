/** Bytes a stream may hold unsent (its client reads too slowly) before it is told to reload and cut. */
export const STREAM_BUFFER_BYTES = 64 * 1024;

/** One open event stream: the body of its response, and how to write to and end it. */
export interface SseStream {
  body: ReadableStream<Uint8Array>;
  /** Queues text (or its bytes, encoded once for many streams); a client too far behind gets `farBehind` (once, past the bound) and is disconnected. False once closed. */
  send(text: string | Uint8Array): boolean;
  /** Ends the stream after what is queued, optionally with a last event. */
  close(last?: string): void;
  readonly closed: boolean;
}

const encoder = new TextEncoder();

/** A frame's bytes, to send one event to many streams without encoding it for each. */
export const sseBytes = (text: string): Uint8Array => encoder.encode(text);

/** One `event:` frame of the SSE format; `data` is one line of JSON. */
export function sseFrame(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A server-sent event stream whose queue is bounded in bytes: a stalled client never makes the
 * server hold more than STREAM_BUFFER_BYTES for it, and never holds up the others (sending only
 * queues). `onEnd` runs once, whether the server closed it or the client went away.
 */
export function createSseStream(farBehind: () => string, onEnd: () => void, limit = STREAM_BUFFER_BYTES): SseStream {
  let ctl!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const end = () => {
    if (closed) return;
    closed = true;
    onEnd();
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) { ctl = c; },
    cancel: end,
  }, { highWaterMark: limit, size: (chunk) => chunk.byteLength });
  const close = (last?: string) => {
    if (closed) return;
    try {
      if (last) ctl.enqueue(encoder.encode(last));
      ctl.close();
    } catch { /* already errored by the client going away */ }
    end();
  };
  return {
    body,
    get closed() { return closed; },
    send(text) {
      if (closed) return false;
      if ((ctl.desiredSize ?? 0) <= 0) {
        close(farBehind());
        return false;
      }
      ctl.enqueue(typeof text === 'string' ? encoder.encode(text) : text);
      return true;
    },
    close,
  };
}
