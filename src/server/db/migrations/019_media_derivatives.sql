-- The picture derivatives in the media store (image-derived/), one row each, so that a version's
-- derivatives can be removed once a crop change makes another version current, and each company's
-- derivatives kept under a bound (MEDIA_DERIVED_MB), least recently used out. The files stay the
-- truth: a row without its file is made again on demand; a file without a row (stored before this
-- table) is recorded when it is next served.
create table media_derivatives (
  name text primary key,
  company_id integer not null references companies(id) on delete cascade,
  file_name text not null,
  version text not null,
  size integer not null,
  used_at timestamptz not null default now()
);
create index media_derivatives_company_used_idx on media_derivatives (company_id, used_at desc, name desc);
create index media_derivatives_file_idx on media_derivatives (file_name);
