-- Live events: one row per change a signed-in user's stream (GET /api/live) announces —
-- kind, id, version, action, who and when — numbered by one sequence across companies, so a client
-- reconnecting with Last-Event-ID gets what it missed from any server process. Kept for the last
-- few thousand changes only (the server prunes older rows): beyond that the client reloads its lists.
-- No foreign keys to items or users: a destroyed item's event stays, with the name its author had.
create table live_events (
  id bigint generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  at timestamptz not null default now(),
  -- { kind, id, version, action, by: { id, name }, at } as the stream sends it
  payload jsonb not null
);
create index live_events_company_idx on live_events (company_id, id);
