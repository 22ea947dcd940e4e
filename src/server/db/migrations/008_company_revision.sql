-- A revision per company that moves with every committed change an item list or one item's answer
-- can show: items, their translations, links (references and relations) and the company row itself
-- (content languages, slug). Every server process compares it before serving a stored answer
-- (src/server/cache/), so no write path, present or future, can forget to invalidate one.
--
-- The triggers are deferred: the revision row is locked only at commit, when the writing transaction
-- holds every other lock it will take. So it cannot deadlock with item row locks; it serialises a
-- company's committing writers for the moment of their commit (other companies are not affected).
create table company_revisions (
  company_id integer primary key references companies(id) on delete cascade,
  revision bigint not null default 1,
  -- the transaction that moved it last: one move per transaction, however many rows it wrote
  moved_by bigint not null default 0
);
insert into company_revisions (company_id) select id from companies;

create function company_revision_add() returns trigger language plpgsql as $$
begin
  insert into company_revisions (company_id) values (new.id) on conflict (company_id) do nothing;
  return null;
end $$;

create trigger companies_add_revision after insert on companies
  for each row execute function company_revision_add();

create function company_revision_move(company integer) returns void language sql as $$
  update company_revisions set revision = revision + 1, moved_by = txid_current()
   where company_id = company and moved_by <> txid_current();
$$;

-- For tables whose rows carry `company_id`.
create function company_revision_moved() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform company_revision_move(old.company_id); end if;
  if tg_op <> 'DELETE' then perform company_revision_move(new.company_id); end if;
  return null;
end $$;

-- For the companies table itself (its settings hold the content languages).
create function company_revision_settings_moved() returns trigger language plpgsql as $$
begin
  perform company_revision_move(new.id);
  return null;
end $$;

-- A truncate (a restore with --force) changes every company's answers.
create function company_revision_all_moved() returns trigger language plpgsql as $$
begin
  update company_revisions set revision = revision + 1;
  return null;
end $$;

create constraint trigger items_move_revision after insert or update or delete on items
  deferrable initially deferred for each row execute function company_revision_moved();
create constraint trigger translations_move_revision after insert or update or delete on translations
  deferrable initially deferred for each row execute function company_revision_moved();
create constraint trigger links_move_revision after insert or update or delete on links
  deferrable initially deferred for each row execute function company_revision_moved();
create constraint trigger companies_move_revision after update on companies
  deferrable initially deferred for each row execute function company_revision_settings_moved();

create trigger items_truncate_revision after truncate on items
  for each statement execute function company_revision_all_moved();
create trigger translations_truncate_revision after truncate on translations
  for each statement execute function company_revision_all_moved();
create trigger links_truncate_revision after truncate on links
  for each statement execute function company_revision_all_moved();
