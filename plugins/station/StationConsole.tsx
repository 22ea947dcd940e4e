import type { KindConsoleParts } from '../../src/core/index.ts';
import { BeaconWidget } from './BeaconWidget.tsx';

/** The station's console parts, loaded lazily with its screen: the beacon widget (SPEC §2, §4, §5). */
const parts: KindConsoleParts = { widgets: { beacon: BeaconWidget } };
export default parts;
