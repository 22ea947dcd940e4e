import { answer, jsonBody, object, refusals, type JsonObject, type PathSection } from './openApiTypes.ts';
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from '../live/streamQuota.ts';

const ACTIONS = ['created', 'updated', 'translated', 'published', 'unpublished', 'archived', 'restored', 'destroyed', 'linked', 'unlinked', 'reordered', 'discarded'];

// The data of each event the stream sends (one line of JSON after `data: `).
const ITEM_EVENT: JsonObject = object({
  kind: { type: 'string' }, id: { type: 'integer' }, version: { type: ['integer', 'null'] },
  action: { enum: ACTIONS },
  by: { oneOf: [object({ id: { type: 'integer' }, name: { type: 'string' } }, ['id', 'name']), { type: 'null' }] },
  at: { type: 'string', format: 'date-time' },
}, ['kind', 'id', 'version', 'action', 'by', 'at']);
const PRESENCE_EVENT: JsonObject = object({
  kind: { type: 'string' }, id: { type: 'integer' },
  users: { type: 'array', items: object({ id: { type: 'integer' }, name: { type: 'string' }, editing: { type: 'boolean' } }, ['id', 'name', 'editing']) },
}, ['kind', 'id', 'users']);

const STREAM_DESCRIPTION = [
  'A server-sent event stream (`text/event-stream`) of every change in the caller\'s company, for a signed-in user: `Authorization: Bearer <token>` or the console\'s `tb_token` cookie (EventSource sends no headers).',
  'Events: `item` (data: LiveItemEvent; `id:` is the event\'s id, 22 opaque characters that mean something to the caller\'s company only), `presence` (data: LivePresenceEvent, the whole list of who has that item open; sent for every item with someone on it when the stream opens, then at each change), `ready` (after any replay; `id:` the company\'s newest event), `reset` (data `{ reason }`: `missed` — more than 1,000 events were missed or they are no longer kept; `behind` — this client read too slowly and is disconnected: reload the lists, then reconnect), `end` (data `{ reason }`: `signed-out` — the session was revoked, do not reconnect with it; `shutdown` — the server is stopping, reconnect; `busy` — the server is full and another company with fewer streams needed this one\'s place, reconnect later).',
  'An item event\'s `reordered` is an owner\'s relation links put in another order (the event names the owner), or the kind\'s own list order moved (`POST /api/{x}-sync`: one event per item whose place changed, its version unchanged).',
  'A reconnect with `Last-Event-ID` (EventSource sends it by itself; or `?last_event_id=`) first gets what the company stored after that id. A `: ping` comment comes every 15 s. `retry: 3000` asks EventSource to wait 3 s before reconnecting. An id this company was not shown (another company\'s, an old numeric one) gets `reset`.',
  `A session holds at most ${STREAMS_PER_SESSION} streams and a user ${STREAMS_PER_USER} on one server process by default (LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_USER); one more is answered 429. A full process (LIVE_STREAMS) answers 503 to a company that already holds the most streams there, and lets any other in.`,
].join('\n\n');

/** The live event stream and the presence heartbeat (liveRoutes). */
export const liveSection: PathSection = {
  tags: [{ name: 'Live', description: 'Changes as they happen, and who has which item open.' }],
  add(table) {
    const tags = ['Live'];
    table.add('get', '/api/live', {
      operationId: 'live.stream', summary: 'The company\'s changes and presence as server-sent events', description: STREAM_DESCRIPTION, tags,
      parameters: [
        { name: 'Last-Event-ID', in: 'header', description: 'The id of the last event received: what came after it is sent first.', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
        { name: 'last_event_id', in: 'query', description: 'The same, for clients that cannot set the header.', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
      ],
      responses: {
        '200': { description: 'The stream; it stays open.', content: { 'text/event-stream': { schema: { type: 'string', description: 'Events as described above.', 'x-events': { item: ITEM_EVENT, presence: PRESENCE_EVENT } } } } },
        '401': { $ref: '#/components/responses/Unauthorized' },
        ...refusals(429),
        '503': { $ref: '#/components/responses/Error' },
      },
    });
    table.add('post', '/api/live/presence', {
      operationId: 'live.presence', tags,
      summary: 'Heartbeat: this session has an item open (and whether it has unsaved changes)',
      description: 'Send it when an item is opened, when its unsaved state changes and every 10 s while it stays open: a presence without a heartbeat for 30 s disappears, and so does everything of a session whose last stream closes. `open: false` says the item was closed. Every stream of the company gets `event: presence` when who-has-what changes.',
      requestBody: jsonBody(object({
        kind: { type: 'string', description: 'The item\'s kind id.' },
        id: { type: 'integer', minimum: 1 },
        editing: { type: 'boolean', default: false, description: 'The session has unsaved changes in it.' },
        open: { type: 'boolean', default: true, description: 'false: the session closed it.' },
        tab: { type: 'string', pattern: '^[A-Za-z0-9_-]{0,64}$', default: '', description: 'Which browser tab of the session: two tabs of one sign-in on one item are two presences, so closing one leaves the other (the user is listed once).' },
      }, ['kind', 'id'])),
      responses: { ...answer('Announced.', object({ ttl_seconds: { type: 'integer', description: 'How long the presence lasts without another heartbeat.' } })), ...refusals(400, 404) },
    });
  },
};
