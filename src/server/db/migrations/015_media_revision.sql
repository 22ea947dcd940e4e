-- Pictures: the delivery API's answers carry each picture's crop, focal point and version
-- (its srcset data). Changing them moves the company's revision like an item write (008), so every
-- server process stops serving a cached answer that shows the old crop — whichever path made the change.
-- Recording a measured size (width, height) changes no answer: an answer measures what it lacks itself.
create constraint trigger media_move_revision after update of crops, crop_aspect, focus on media
  deferrable initially deferred for each row
  when (old.crops is distinct from new.crops or old.crop_aspect is distinct from new.crop_aspect or old.focus is distinct from new.focus)
  execute function company_revision_moved();
