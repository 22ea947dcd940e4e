-- What happened to a company's content (the dashboard): one row per create, update,
-- translation write, lifecycle action and relation change, with who did it. No foreign key to items:
-- a destroyed item's entries stay, with the title it had.
create table activity (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  kind text not null,
  item_id integer not null,
  title text not null default '',
  action text not null,
  user_id integer references users(id) on delete set null,
  at timestamptz not null default now()
);
create index activity_company_at_idx on activity (company_id, at desc);
