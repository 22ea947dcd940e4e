-- `onDestroy: "removeEntry"`: destroying the target removes the list entry holding the reference
-- (a listing's `{ kind, id }` entry), not only the id inside it.
alter table links drop constraint links_on_destroy_check;
alter table links add constraint links_on_destroy_check check (on_destroy in ('restrict', 'remove', 'removeEntry'));
