import type { KindConsoleParts } from '../../src/core/index.ts';
import { TurerPage } from './TurerPage.tsx';

/** The tour run's console parts, loaded only when /Turer opens: the crew start form. */
const parts: KindConsoleParts = {
  pages: { Turer: TurerPage },
};
export default parts;
