import type { Server } from 'node:http';

/** How long a stop waits for requests in flight before cutting their connections. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * Stops accepting connections at once, lets requests in flight finish, and closes keep-alive
 * connections as soon as they are idle (a client's idle socket must not hold the stop up). After
 * `graceMs` whatever is left is cut, so a stuck client cannot keep the process alive.
 */
export function drainHttpServer(server: Server, graceMs = DRAIN_GRACE_MS): Promise<void> {
  return new Promise((ok) => {
    if (!server.listening) return ok();
    // A response finished while stopping must not invite the client to send another request on it.
    server.on('request', (_req, res) => { if (!res.headersSent) res.setHeader('connection', 'close'); });
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      ok();
    });
    server.closeIdleConnections();
  });
}
