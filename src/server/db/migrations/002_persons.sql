create table persons (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  name text not null,
  email text not null,
  phone text not null default '',
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create unique index persons_company_email_key on persons (company_id, lower(email));
