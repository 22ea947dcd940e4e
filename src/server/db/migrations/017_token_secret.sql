-- The server's secret for self-authenticating tokens (sessions and delivery keys carry an HMAC
-- of their random part), so a forged token is refused without a lookup. Kept in the database so every
-- process on it shares one; made by the first process that needs it (tokenSigner.ts). Not an authority:
-- a token is still valid only when its digest is found live in sessions / api_keys.
create table token_secrets (
  name text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);
