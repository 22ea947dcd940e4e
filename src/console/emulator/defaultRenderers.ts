import type { CorePreviewFieldKind } from '../../core/previewField.ts';
import { createRendererMap, type FieldRenderer } from './rendererMap.ts';
import { TextField } from './renderers/TextField.tsx';
import { ImageField } from './renderers/ImageField.tsx';
import { FilmField } from './renderers/FilmField.tsx';
import { AudioField } from './renderers/AudioField.tsx';
import { GDocField } from './renderers/GDocField.tsx';
import { VimeoField } from './renderers/VimeoField.tsx';
import { SpeechBubbleField } from './renderers/SpeechBubbleField.tsx';
import { MapField } from './renderers/MapField.tsx';
import { ScenariosField } from './renderers/ScenariosField.tsx';
import { LinkField } from './renderers/LinkField.tsx';
import { ListItemField } from './renderers/ListItemField.tsx';

// Typed against the core list, so adding a core field kind without a renderer fails the build.
const builtIn: Record<CorePreviewFieldKind, FieldRenderer> = {
  name: TextField, title: TextField, ingress: TextField, text: TextField,
  image: ImageField, indoor: ImageField, qr_scanner_image: ImageField,
  film: FilmField, audio: AudioField, gDoc: GDocField, vimeo: VimeoField,
  speech_bubble: SpeechBubbleField, map: MapField, scenarios: ScenariosField,
  items: ListItemField, link: LinkField,
};

/**
 * The renderer of every core field kind (SPEC §3). The phone adds the registry's list-item and own
 * field kinds (vocabularyRenderers) and the previewed kind's renderers (useKindRenderers).
 */
export const defaultRenderers = createRendererMap(builtIn);
