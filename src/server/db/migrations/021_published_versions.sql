-- What visitors get, kept apart from what the team edits. A live item of a kind with a publish step
-- has one published_items row (and one published_translations row per language it had) holding the
-- document, title, variant and texts its last publish let out; items and translations stay the
-- working copy, which saves, translations, keyed children and restores change. The delivery API reads
-- only the published rows, so a save of the working copy changes no delivered byte (nor an ETag).
-- Kinds without a publish step (live while not archived) have no published row: visitors get their
-- working copy, as before.
create table published_items (
  item_id integer primary key,
  company_id integer not null,
  kind text not null,
  -- the items.version the publish produced
  version integer not null,
  title text not null default '',
  variant text not null default 'default',
  data jsonb not null,
  published_at timestamptz not null default now(),
  published_by integer references users(id) on delete set null,
  foreign key (company_id, kind, item_id) references items (company_id, kind, id) on delete cascade
);

-- The texts a publish let out, one row per language: the translations columns the delivery reads.
create table published_translations (
  item_id integer not null references published_items (item_id) on delete cascade,
  company_id integer not null,
  kind text not null,
  language_code text not null,
  fields jsonb not null,
  top jsonb not null default '{}'::jsonb,
  nested jsonb,
  title text,
  base_version integer not null,
  primary key (item_id, language_code)
);

-- On the working copy, for every answer that carries it: the version visitors get (null: not live)
-- and the content languages whose working copy differs from the published one ('' stands for the
-- base document, named by the company's base language on the wire). Kept by the triggers below,
-- so every write path (save, translation, keyed child, restore, cleared reference…) keeps it right.
alter table items add column published_version integer;
alter table items add column changed_languages text[] not null default '{}';

-- Existing data: nothing to publish. Every live item's published version is what it is now.
insert into published_items (item_id, company_id, kind, version, title, variant, data, published_at)
select id, company_id, kind, version, title, variant, data, updated_at from items where is_published and not is_archived;
insert into published_translations (item_id, company_id, kind, language_code, fields, top, nested, title, base_version)
select t.item_id, t.company_id, t.kind, t.language_code, t.fields, t.top, t.nested, t.title, t.base_version
  from translations t join published_items p on p.item_id = t.item_id;
update items set published_version = version where is_published and not is_archived;

-- The languages in which item $1's working copy (document $2, variant $3, and its translations rows)
-- differs from its published version, sorted, '' (the base document) first; {} when it has none.
create function published_changes(integer, jsonb, text) returns text[] language sql stable as $$
  select case when p.item_id is null then '{}'::text[] else array(
    select c from (
      select '' as c where p.data is distinct from $2 or p.variant is distinct from $3
      union all
      select language_code from (select language_code, top, nested from translations where item_id = $1) w
        full join (select language_code, top, nested from published_translations where item_id = $1) pt using (language_code)
       where coalesce(w.top, '{}'::jsonb) is distinct from coalesce(pt.top, '{}'::jsonb)
          or coalesce(w.nested, '{}'::jsonb) is distinct from coalesce(pt.nested, '{}'::jsonb)) d
    order by c) end
    from (select 1) one left join published_items p on p.item_id = $1;
$$;

create function items_track_changes() returns trigger language plpgsql as $$
begin
  new.changed_languages := published_changes(new.id, new.data, new.variant);
  return new;
end $$;

-- Only a write of the document or variant can move the base language's difference.
create trigger items_track_changes before update of data, variant on items for each row
  when (old.data is distinct from new.data or old.variant is distinct from new.variant)
  execute function items_track_changes();

create function translations_track_changes() returns trigger language plpgsql as $$
declare
  target integer := case when tg_op = 'DELETE' then old.item_id else new.item_id end;
begin
  -- An item nobody published has nothing to differ from.
  if exists (select 1 from published_items where item_id = target) then
    update items i set changed_languages = c.now
      from (select published_changes(x.id, x.data, x.variant) as now from items x where x.id = target) c
     where i.id = target and i.changed_languages is distinct from c.now;
  end if;
  return null;
end $$;

create trigger translations_track_changes after insert or update or delete on translations
  for each row execute function translations_track_changes();

-- Delivered answers are read from these rows: their writes move the company's revision like items' do.
create constraint trigger published_items_move_revision after insert or update or delete on published_items
  deferrable initially deferred for each row execute function company_revision_moved();
create constraint trigger published_translations_move_revision after insert or update or delete on published_translations
  deferrable initially deferred for each row execute function company_revision_moved();
create trigger published_items_truncate_revision after truncate on published_items
  for each statement execute function company_revision_all_moved();
