-- Links between items: references (x-ref, one row per referring value) and relations (records of
-- their own with order and lifecycle). Both ends carry the company: the composite foreign keys make a
-- link to another company's item impossible in the database itself, not only in application code.
alter table items add constraint items_company_kind_id_key unique (company_id, kind, id);
-- Items remember which variant of their kind they were written in (a client that switches variant
-- sees a migration, not a stream of 400s).
alter table items add column variant text not null default 'default';

create table links (
  id integer generated always as identity primary key,
  company_id integer not null,
  owner_kind text not null,
  owner_id integer not null,
  -- 'ref' for a reference, 'rel' for a relation
  sort text not null check (sort in ('ref', 'rel')),
  -- the relation's name, or the reference's field path (`form_id`, `slots.2`)
  name text not null,
  target_kind text not null,
  target_id integer not null,
  on_destroy text not null default 'remove' check (on_destroy in ('restrict', 'remove')),
  position integer not null default 0,
  is_published boolean not null default false,
  was_published boolean not null default false,
  is_archived boolean not null default false,
  created_at timestamptz not null default now(),
  foreign key (company_id, owner_kind, owner_id) references items (company_id, kind, id) on delete cascade,
  foreign key (company_id, target_kind, target_id) references items (company_id, kind, id)
);
create index links_owner_idx on links (company_id, owner_kind, owner_id, sort, name, position, id);
create index links_target_idx on links (company_id, target_kind, target_id);

-- Keys of keyed child records (x-key): one sequence, so a key is unique within every company.
create sequence child_keys;
