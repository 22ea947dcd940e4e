import type { KindConsoleParts } from '../../src/core/index.ts';
import { ProgressRing } from './ProgressRing.tsx';
import './counter.css';

/** The counter's console parts, loaded lazily with its screen: the progress ring of its preview. */
const parts: KindConsoleParts = { previewRenderers: { progress: ProgressRing } };
export default parts;
