-- Releases: a named set of item changes (publish or un-publish) that go live together, all or nothing,
-- in one transaction (src/server/releases/publishRelease.ts). A published or failed release keeps its
-- record: what went live, when and by whom. Every row carries its company.
create table releases (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  name text not null,
  -- When it is scheduled to go live (its pending scheduled_jobs row says the same); null when not.
  publish_at timestamptz,
  state text not null default 'open' check (state in ('open', 'published', 'failed')),
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  published_at timestamptz,
  published_by integer references users(id) on delete set null,
  -- Why a scheduled publish did not happen, in the words of who scheduled it.
  error text,
  unique (company_id, id)
);
create index releases_company_idx on releases (company_id, created_at desc);

create table release_items (
  release_id integer not null,
  company_id integer not null,
  kind text not null,
  item_id integer not null,
  action text not null check (action in ('publish', 'unpublish')),
  added_by integer references users(id) on delete set null,
  added_at timestamptz not null default now(),
  -- Copied from the release (kept by the trigger below): "an item in at most one open release" is then one unique index.
  release_open boolean not null default true,
  primary key (release_id, item_id),
  -- The release and the item of the same company: a row can never join two companies.
  foreign key (company_id, release_id) references releases(company_id, id) on delete cascade,
  foreign key (company_id, kind, item_id) references items (company_id, kind, id) on delete cascade
);
-- An item belongs to one open release at a time.
create unique index release_items_open_idx on release_items (item_id) where release_open;
create index release_items_item_idx on release_items (item_id);

-- A release that is no longer open frees its items for another release.
create function release_items_follow_state() returns trigger language plpgsql as $$
begin
  update release_items set release_open = (new.state = 'open') where release_id = new.id;
  return new;
end $$;
create trigger releases_state_trg after update of state on releases
  for each row when (old.state is distinct from new.state) execute function release_items_follow_state();

-- A release's scheduled publish is a scheduled_jobs row of target_type 'release'.
alter table scheduled_jobs add column release_id integer references releases(id) on delete cascade;
alter table scheduled_jobs add constraint scheduled_jobs_release_target check (target_type <> 'release' or release_id is not null);
create unique index scheduled_jobs_release_pending_idx on scheduled_jobs (release_id) where state = 'pending';
