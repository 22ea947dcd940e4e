import type { ResolvedKind } from '../../core/defineKind.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useTabLabel } from './useTabLabel.ts';

/** How the overview names the kinds the server reports. */
export interface OverviewKinds {
  /** The console's kind a server row names (by id, else API entity, else route); undefined when the console has none. */
  find(name: string): ResolvedKind | undefined;
  /** The kind's name as its tab shows it; the raw name for a kind the console does not know. */
  label(name: string): string;
}

/** The registry's kinds, looked up and labelled the way the tab bar labels them (the client's tab names first). */
export function useOverviewKinds(): OverviewKinds {
  const registry = useRegistry();
  const tabLabel = useTabLabel();
  const find = (name: string) => registry.kinds.find((k) => k.id === name)
    ?? registry.kinds.find((k) => k.api.entity === name) ?? registry.kinds.find((k) => k.route === name);
  return { find, label: (name) => { const k = find(name); return k ? tabLabel(k) : name; } };
}
