import type { KindConsoleParts } from '../../src/core/index.ts';
import { PointsField } from './PointsField.tsx';
import './question.css';

/** The question's console parts, loaded lazily with its screen or a preview that shows a question: its points field. */
const parts: KindConsoleParts = { previewRenderers: { points: PointsField } };
export default parts;
