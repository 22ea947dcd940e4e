-- Delivery API keys: the visitors' app reads a client's published content with one. Only
-- the key's SHA-256 is stored, like sessions: a database copy yields no usable key. The first 12
-- characters (`tbk_` and 8 more) name the key in lists. Revoked keys stay listed (revoked_at set).
create table api_keys (
  id integer generated always as identity primary key,
  company_id integer not null references companies(id) on delete cascade,
  name text not null,
  prefix text not null,
  key_hash text not null unique,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_company_idx on api_keys (company_id, created_at desc);
