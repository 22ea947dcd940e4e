import { useCallback } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { useRegistry } from '../../registry/RegistryContext.tsx';

/** A translator from kind id to the kind's name for its list ("Stories"); a kind this console no longer runs shows as its id. */
export function useKindListLabel(): (kindId: string) => string {
  const t = useT();
  const registry = useRegistry();
  return useCallback((kindId: string) => {
    const kind = registry.kinds.find((k) => k.id === kindId);
    return kind ? t(kind.labels.tab) : kindId;
  }, [t, registry]);
}
