create table companies (
  id integer generated always as identity primary key,
  slug text not null unique,
  name text not null,
  email text not null default '',
  phone text not null default '',
  address text not null default '',
  settings jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table users (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  email text not null,
  name text not null default '',
  password_hash text not null,
  role text not null default 'admin',
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table sessions (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sessions_user_idx on sessions (user_id);

create table languages (
  id integer primary key,
  language_code text not null unique,
  name text not null
);
insert into languages (id, language_code, name) values
  (1, 'en', 'English'), (2, 'es', 'Español'), (3, 'zh', '中文'), (4, 'no', 'Norsk');

create table tab_types (
  id integer generated always as identity primary key,
  name text not null unique
);

create table items (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  kind text not null,
  data jsonb not null,
  title text not null default '',
  position integer not null default 0,
  version integer not null default 1,
  is_published boolean not null default false,
  was_published boolean not null default false,
  is_archived boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index items_company_kind_idx on items (company_id, kind, position, id);

create table media (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  type text not null,
  file_name text not null unique,
  mime text not null,
  size integer not null,
  created_at timestamptz not null default now()
);
