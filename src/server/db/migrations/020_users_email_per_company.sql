-- An e-mail is unique within a company, not across companies: a company adding an address another
-- company uses is answered like any new address, so no company learns which addresses the others have.
-- Sign-in finds the account by e-mail and password together (each account has its own password).
drop index users_email_key;
create unique index users_company_email_key on users (company_id, lower(email));
-- Sign-in and the admin CLI find a user by e-mail across companies.
create index users_email_idx on users (lower(email));
