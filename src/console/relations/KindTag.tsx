import { useKindLabel } from '../registry/useKindLabel.ts';

/** The kind of an item as a small tag, beside items in lists that mix kinds (an event's programme). */
export function KindTag({ kindId }: { kindId: string }) {
  const label = useKindLabel('item')(kindId);
  return <span className="kind-tag" data-kind={kindId}>{label}</span>;
}
