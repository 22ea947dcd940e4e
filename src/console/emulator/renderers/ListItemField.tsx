import { EMBEDDING_KINDS, LIST_ITEM_ENTITIES, toListItems } from '../listItems.ts';
import type { FieldRendererProps } from '../rendererMap.ts';
import { ListItemRow } from './ListItemRow.tsx';

/** event, trip, station, story, games, form, web_page → clickable list items in the client's list item colour. */
export function ListItemField({ field }: FieldRendererProps) {
  const items = toListItems(field.value);
  if (!items.length) return null;
  return (
    <section className="emu-list">
      {field.meta?.title && <h3 className="emu-section-title">{field.meta.title}</h3>}
      <ul className="emu-list__items">
        {items.map((item, i) => (
          <ListItemRow key={item.id ?? i} item={item} number={i + 1}
            entity={LIST_ITEM_ENTITIES[field.field]} embeds={EMBEDDING_KINDS.has(field.field)} startOpen={field.meta?.is_show_form === true} />
        ))}
      </ul>
    </section>
  );
}
