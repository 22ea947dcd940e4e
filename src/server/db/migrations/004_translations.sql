-- Content in a client's other languages: one row per item and language, holding only the
-- translatable paths. The base language stays in items.data, so base-language reads cost nothing more.
create table translations (
  company_id integer not null,
  kind text not null,
  item_id integer not null,
  language_code text not null,
  -- path → { text, source }: the translation and the base text it translates (stale when they differ)
  fields jsonb not null,
  -- derived from fields at write time, for reads: top-level texts merge in SQL (data || top),
  -- texts inside keyed children (nested, path → text) are applied in Node; null when there are none
  top jsonb not null default '{}'::jsonb,
  nested jsonb,
  -- the list title in this language when it differs from the base one (search in the language)
  title text,
  -- the item's version when the translation was last saved
  base_version integer not null,
  updated_at timestamptz not null default now(),
  primary key (item_id, language_code),
  foreign key (company_id, kind, item_id) references items (company_id, kind, id) on delete cascade
);
create index translations_company_language_idx on translations (company_id, language_code);
