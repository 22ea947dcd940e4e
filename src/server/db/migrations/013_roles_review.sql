-- Roles and review. Every existing user keeps `admin`; the role is one of five now.
-- `kinds`: the kind ids a user may change (null: all); `languages`: a translator's content languages
-- (null: every language but the base). Reading is never limited.
alter table users add constraint users_role_check check (role in ('admin', 'editor', 'author', 'translator', 'viewer'));
alter table users add column kinds jsonb;
alter table users add column languages jsonb;

-- An item's review: 'submitted' (waiting for an editor) or 'returned' (sent back with a comment);
-- null when none is open. Publishing ends it. Who and when: the step's revision entry.
alter table items add column review text check (review in ('submitted', 'returned'));
alter table items add column review_comment text;
alter table items add column review_by integer references users(id) on delete set null;
alter table items add column review_at timestamptz;
create index items_review_idx on items (company_id, review_at) where review is not null;

-- A review step's comment (return-review ?comment=), shown in History.
alter table revisions add column comment text;
