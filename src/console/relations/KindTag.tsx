import { useCallback } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';

/** A translator from kind id to the word for one item of it ("Story", "Form"); an unknown id shows as itself. */
export function useKindItemLabel(): (kindId: string) => string {
  const t = useT();
  const registry = useRegistry();
  return useCallback((kindId: string) => {
    // A link may point at a kind this console does not run (a plugin removed since): say its id rather than crash.
    const kind = registry.kinds.find((k) => k.id === kindId);
    return kind ? t(kind.labels.item) : kindId;
  }, [t, registry]);
}

/** The kind of an item as a small tag, beside items in lists that mix kinds (an event's programme). */
export function KindTag({ kindId }: { kindId: string }) {
  const label = useKindItemLabel()(kindId);
  return <span className="kind-tag" data-kind={kindId}>{label}</span>;
}
