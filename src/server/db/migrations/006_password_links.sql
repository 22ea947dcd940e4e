-- One-time set-password links: an admin adds a user without a password, or resets one,
-- and passes the link on. Only the token's SHA-256 is stored, like sessions: a database copy yields no links.
-- A user has at most one live link; using it deletes it, and so does removing the user.
create table password_links (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index password_links_user_idx on password_links (user_id);
