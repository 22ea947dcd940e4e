-- Scheduled publishing: one row per action a user set to happen at a time (publish or un-publish an
-- item; a release later), claimed once across server processes with FOR UPDATE SKIP LOCKED (see
-- src/server/schedule/runDueJob.ts). A job stays after it ran (done or failed, with the reason) so the
-- Dashboard's schedule can say what happened. An item's jobs go with the item.
create table scheduled_jobs (
  id bigint generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  -- What the job acts on: 'item' now; 'release' adds its own column and foreign key later.
  target_type text not null default 'item' check (target_type in ('item', 'release')),
  kind text,
  item_id integer references items(id) on delete cascade,
  action text not null check (action in ('publish', 'unpublish')),
  run_at timestamptz not null,
  -- Who set it: the action runs as them (their rights and the kind's publish rules), and its revision names them.
  set_by integer references users(id) on delete set null,
  -- The UI language of the one who set it: a refusal is stored in words they read.
  language text not null default 'en',
  state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  check (target_type <> 'item' or (item_id is not null and kind is not null))
);
-- The runner's one query when nothing is due: the earliest pending job.
create index scheduled_jobs_due_idx on scheduled_jobs (run_at) where state = 'pending';
-- An item has at most one pending publish and one pending un-publish.
create unique index scheduled_jobs_item_pending_idx on scheduled_jobs (item_id, action) where state = 'pending';
-- An item's jobs (its schedule set again, its destroy taking them along).
create index scheduled_jobs_item_idx on scheduled_jobs (item_id);
-- The company's schedule by time (GET /api/schedule).
create index scheduled_jobs_company_idx on scheduled_jobs (company_id, run_at);

-- What every item answer carries of its schedule, kept beside the row in the same transactions as the
-- jobs: list stamps and the answer cache follow the items row, so a schedule set or run shows at once.
alter table items
  add column publish_at timestamptz,
  add column unpublish_at timestamptz,
  -- The last scheduled action that failed: { action, at, message }; cleared by the next schedule or publish.
  add column schedule_error jsonb;

-- History says "Published as scheduled by …": the revision a job's action recorded.
alter table revisions add column scheduled boolean not null default false;
