-- Saved walk simulations: a walk over a trip, a story or a kind's whole list (item_id null),
-- replayed later against the content as it is then. Not content: no visitor sees it, so it moves no
-- company revision (no cached answer shows it). The composite foreign key keeps a simulation inside its
-- item's company and lets it go with its item; a whole-list one (item_id null) is not checked by it.
create table simulations (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  kind text not null,
  item_id integer,
  name text not null,
  -- SimulationInput: path [t, lat, lon][], accuracy, seed, beacons, inRange
  input jsonb not null,
  -- SavedEvent[] as the walk fired them when saved
  events jsonb not null,
  -- who saved it: the user while there is one, and their name or e-mail as it was then
  user_id integer references users(id) on delete set null,
  created_by text not null default '',
  created_at timestamptz not null default now(),
  foreign key (company_id, kind, item_id) references items (company_id, kind, id) on delete cascade
);
create index simulations_subject_idx on simulations (company_id, kind, item_id, created_at desc, id desc);
