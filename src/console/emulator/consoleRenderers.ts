import { defaultRenderers } from './defaultRenderers.ts';
import { extendRenderers } from './rendererMap.ts';
import { MapOverviewField } from './renderers/MapOverviewField.tsx';

/** The renderers the console's preview uses: the defaults plus the satellite overview for map fields. */
export const consoleRenderers = extendRenderers(defaultRenderers, { map: MapOverviewField });
