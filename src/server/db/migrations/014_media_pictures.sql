-- Pictures. What was read from a file's bytes: the original's pixels (after orientation)
-- and, for audio and video, its duration in seconds. What an author chose, stored with the media and
-- never burnt into the original: crops per aspect ("16:9" -> {x, y, width, height} in pixels), the
-- aspect a derivative without `ar` uses, and the focal point ({x, y} as fractions).
alter table media add column width integer;
alter table media add column height integer;
alter table media add column duration double precision;
alter table media add column crops jsonb not null default '{}'::jsonb;
alter table media add column crop_aspect text;
alter table media add column focus jsonb;
create index media_company_created_idx on media (company_id, created_at desc);
