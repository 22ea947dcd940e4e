import type { KindConsoleParts } from '../../src/core/index.ts';
import { SharePlatformsRow } from './SharePlatformsRow.tsx';
import { SharePlatformsWidget } from './SharePlatformsWidget.tsx';
import './share.css';

/** The share's console parts, loaded lazily with its screen: the platform checkboxes and the phone's share row. */
const parts: KindConsoleParts = {
  widgets: { share_platforms: SharePlatformsWidget },
  previewRenderers: { link: SharePlatformsRow },
};
export default parts;
