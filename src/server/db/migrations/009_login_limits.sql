-- Sign-in attempts per e-mail and per client address, shared by every server process on
-- one database. An attempt is counted when it starts, in one atomic statement, so a concurrent burst
-- cannot slip past the limit; a successful sign-in clears its e-mail's count and gives its address
-- back its attempt. Fixed window: it starts at a key's first attempt and lasts LOGIN_WINDOW_SECONDS.
-- Keys are hashed (`e:`/`a:` + SHA-256): the table names no e-mail and no address.
create table login_attempts (
  key text primary key,
  window_start timestamptz not null,
  attempts integer not null
);
