import { useCallback } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from './RegistryContext.tsx';

/**
 * A translator from kind id to one of the kind's names: `item` for one item of it ("Story"), `tab` for
 * its list ("Stories"). A kind this console does not run (a plugin removed since) shows as its id rather than crash.
 */
export function useKindLabel(which: 'item' | 'tab'): (kindId: string) => string {
  const t = useT();
  const registry = useRegistry();
  return useCallback((kindId: string) => {
    const kind = registry.kinds.find((k) => k.id === kindId);
    return kind ? t(kind.labels[which]) : kindId;
  }, [t, registry, which]);
}
