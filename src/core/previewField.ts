/** Field kinds a preview field record may carry (SPEC §3). */
export const PREVIEW_FIELD_KINDS = [
  'name', 'title', 'ingress', 'text', 'image', 'film', 'audio', 'vimeo', 'speech_bubble', 'map',
  'points', 'scenarios', 'event', 'trip', 'station', 'story', 'games', 'form', 'gDoc', 'web_page',
  'indoor', 'qr_scanner_image',
  // Beyond SPEC: a button that moves the preview to another child (a story page's Button 1 / 2).
  'link',
] as const;

/** One preview field kind. */
export type PreviewFieldKind = (typeof PREVIEW_FIELD_KINDS)[number];

/** A preview field record (SPEC §3): what the phone emulator renders, in `position` order. */
export interface PreviewField {
  field: PreviewFieldKind;
  value: unknown;
  visible: boolean;
  position: number;
  id?: string | number;
  file?: Blob;
  meta?: {
    title?: string; value?: unknown[]; answer?: unknown; is_show_form?: boolean;
    /** `link`: the children the preview opens when the button is pressed (array pointer → child key). */
    to?: Readonly<Record<string, string | number>>;
    /** `link`: `range` draws the simulated "in range" control instead of an app button. */
    variant?: 'button' | 'range';
  };
  map_stations?: { id: number; title: string; latitude: number; longitude: number }[];
}

/** Builds field records from `[kind, value]` pairs, numbering positions and hiding empty values. */
export function previewFields(pairs: [PreviewFieldKind, unknown][]): PreviewField[] {
  return pairs.map(([field, value], position) => ({
    field,
    value,
    position,
    visible: value !== undefined && value !== null && value !== '',
  }));
}
