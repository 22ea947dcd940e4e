import type { PreviewFieldKind } from '../../core/previewField.ts';
import { createRendererMap, type FieldRenderer } from './rendererMap.ts';
import { TextField } from './renderers/TextField.tsx';
import { ImageField } from './renderers/ImageField.tsx';
import { FilmField } from './renderers/FilmField.tsx';
import { AudioField } from './renderers/AudioField.tsx';
import { GDocField } from './renderers/GDocField.tsx';
import { VimeoField } from './renderers/VimeoField.tsx';
import { SpeechBubbleField } from './renderers/SpeechBubbleField.tsx';
import { MapField } from './renderers/MapField.tsx';
import { PointsField } from './renderers/PointsField.tsx';
import { ScenariosField } from './renderers/ScenariosField.tsx';
import { ListItemField } from './renderers/ListItemField.tsx';
import { LinkField } from './renderers/LinkField.tsx';

// Typed against PreviewFieldKind, so adding a field kind to the core list without a renderer fails the build.
const builtIn: Record<PreviewFieldKind, FieldRenderer> = {
  name: TextField, title: TextField, ingress: TextField, text: TextField,
  image: ImageField, indoor: ImageField, qr_scanner_image: ImageField,
  film: FilmField, audio: AudioField, gDoc: GDocField, vimeo: VimeoField,
  speech_bubble: SpeechBubbleField, map: MapField, points: PointsField, scenarios: ScenariosField,
  event: ListItemField, trip: ListItemField, station: ListItemField, story: ListItemField,
  games: ListItemField, form: ListItemField, web_page: ListItemField,
  link: LinkField,
};

/** The renderer of every field kind of SPEC §3; kinds extend it with extendRenderers. */
export const defaultRenderers = createRendererMap(builtIn);
