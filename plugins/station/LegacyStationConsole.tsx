import type { KindConsoleParts } from '../../src/core/index.ts';
import './legacyStation.css';

/** The older station screen's console parts: only its look (the four numbered activity cards). */
const parts: KindConsoleParts = {};
export default parts;
