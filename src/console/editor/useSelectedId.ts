import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** The selected item id, kept in the URL (`?id=`) so a reload reopens the same item. */
export function useSelectedId(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = useCallback((next: number | null) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      // A `field` to reveal (useFieldParam) belongs to the item the link opened, not the next one.
      p.delete('field');
      if (next === null) p.delete('id');
      else p.set('id', String(next));
      return p;
    }, { replace: true });
  }, [setParams]);
  return [id, select];
}
