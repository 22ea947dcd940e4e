-- Revisions: every create, update, translation write, lifecycle action and relation change
-- of an item stores what the item was right after it — its document, list title, version, variant,
-- lifecycle flags, translations and relation links — with who did it and when. The table replaces
-- the activity log of 005: the dashboard's feed reads the revisions `where feed`.
-- No foreign key to items: a destroyed item's entries stay, with the title it had.
create table revisions (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  kind text not null,
  item_id integer not null,
  -- 1, 2, 3… per item; older ones are deleted past the installation's retention (REVISIONS_KEEP)
  n integer not null,
  action text not null,
  user_id integer references users(id) on delete set null,
  at timestamptz not null default now(),
  title text not null default '',
  -- null on entries the activity log made, before revisions kept the item's state
  version integer,
  variant text,
  is_published boolean not null default false,
  was_published boolean not null default false,
  is_archived boolean not null default false,
  data jsonb,
  -- language → { path → text }
  translations jsonb,
  -- relation name → [{ kind, id }] in the links' order
  relations jsonb,
  -- a `revert`: the n of the revision whose document was saved again
  restored_from integer,
  -- false: a write nobody made (the demo seed), kept for History but not in the dashboard's feed and chart
  feed boolean not null default true,
  unique (item_id, n)
);
create index revisions_company_at_idx on revisions (company_id, at desc);

-- An item's translations as a revision keeps them: language → { path → text }.
create function revision_translations(item_id integer) returns jsonb language sql stable as $$
  select coalesce(jsonb_object_agg(t.language_code,
           (select coalesce(jsonb_object_agg(f.key, f.value -> 'text'), '{}'::jsonb) from jsonb_each(t.fields) f)), '{}'::jsonb)
    from translations t where t.item_id = $1;
$$;

-- An item's relation links as a revision keeps them: relation name → [{ kind, id }] in order.
create function revision_relations(company_id integer, owner_kind text, owner_id integer) returns jsonb language sql stable as $$
  select coalesce(jsonb_object_agg(g.name, g.list), '{}'::jsonb) from (
    select l.name, jsonb_agg(jsonb_build_object('kind', l.target_kind, 'id', l.target_id) order by l.position, l.id) as list
      from links l
     where l.company_id = $1 and l.owner_kind = $2 and l.owner_id = $3 and l.sort = 'rel'
     group by l.name) g;
$$;

-- The activity log's entries, in order per item; their lifecycle flags are what each action implies.
insert into revisions (company_id, kind, item_id, n, action, user_id, at, title, is_published, was_published, is_archived, feed)
select company_id, kind, item_id, row_number() over (partition by item_id order by at, id), action, user_id, at, title,
       action = 'publish', action in ('publish', 'un-publish'), action = 'delete', true
  from activity;

-- Each item's newest entry holds what the item is now.
update revisions r
   set data = i.data, title = i.title, version = i.version, variant = i.variant,
       is_published = i.is_published, was_published = i.was_published, is_archived = i.is_archived,
       translations = revision_translations(i.id), relations = revision_relations(i.company_id, i.kind, i.id)
  from items i
 where i.id = r.item_id and i.company_id = r.company_id
   and r.n = (select max(n) from revisions m where m.item_id = r.item_id);

-- An item nobody logged a write of begins its history with what it is now.
insert into revisions (company_id, kind, item_id, n, action, user_id, at, title, version, variant,
                       is_published, was_published, is_archived, data, translations, relations, feed)
select i.company_id, i.kind, i.id, 1, 'create', null, i.updated_at, i.title, i.version, i.variant,
       i.is_published, i.was_published, i.is_archived, i.data,
       revision_translations(i.id), revision_relations(i.company_id, i.kind, i.id), false
  from items i
 where not exists (select 1 from revisions r where r.item_id = i.id);

drop table activity;
