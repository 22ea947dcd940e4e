import { useAtomValue } from 'jotai';
import { mediaInfoAtom } from '../../media/mediaInfoAtom.ts';
import { useEmulator } from '../EmulatorContext.tsx';
import { toListItems } from '../listItems.ts';
import { useListStart } from '../listNumbering.ts';
import type { FieldRendererProps } from '../rendererMap.ts';
import { ListItemRow } from './ListItemRow.tsx';

/**
 * Every list-item field kind (the registry's `asListItem` fields: SPEC §3's event, trip, station, …) →
 * clickable list items in the client's list item colour. Which kind an item is (its entity, title, eye
 * icon) comes from the registry: the item's own `kind`, else the kind that declares this field kind in
 * `asListItem`. `meta.open` starts the items' embedded pages shown. Items are numbered on from the
 * list-item fields just above (listNumbering), so one visible list counts 1..n.
 */
export function ListItemField({ field }: FieldRendererProps) {
  const { kinds } = useEmulator();
  const media = useAtomValue(mediaInfoAtom);
  const items = toListItems(field.value, kinds, kinds.byField(field.field), media);
  const start = useListStart(field);
  if (!items.length) return null;
  return (
    <section className="emu-list">
      {field.meta?.title && <h3 className="emu-section-title">{field.meta.title}</h3>}
      <ul className="emu-list__items">
        {items.map((item, i) => (
          <ListItemRow key={item.id ?? i} item={item} number={start + i} startOpen={field.meta?.open === true} />
        ))}
      </ul>
    </section>
  );
}
