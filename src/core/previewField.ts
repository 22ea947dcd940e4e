/**
 * The generic field kinds of SPEC §3 every preview may use. A kind adds field kinds of its own
 * (`preview.fields`) and list-item field kinds (`list.asListItem.field`); `previewVocabulary` joins them.
 */
export const CORE_PREVIEW_FIELD_KINDS = [
  'name', 'title', 'ingress', 'text', 'image', 'film', 'audio', 'vimeo', 'speech_bubble', 'map',
  'scenarios', 'gDoc', 'indoor', 'qr_scanner_image',
  // SPEC §3 list items of any kinds in one list (a listing's entries, a counter's counted items): each keeps its own kind.
  'items',
  // Beyond SPEC: a button that moves the preview to another child (a story page's Button 1 / 2).
  'link',
] as const;

/** One core field kind. */
export type CorePreviewFieldKind = (typeof CORE_PREVIEW_FIELD_KINDS)[number];

/** A preview field kind: a core one, one a kind introduces (`preview.fields`) or a list-item field kind (`list.asListItem.field`). */
export type PreviewFieldKind = string;

/** One place on a `map` field record: its points, numbered in list order. */
export interface MapPoint {
  id?: string | number;
  title: string;
  latitude: number;
  longitude: number;
  /** What its marker says (a station's pin number); absent: its position in the list. */
  number?: string;
}

/** A preview field record (SPEC §3): what the phone emulator renders, in `position` order. */
export interface PreviewField {
  field: PreviewFieldKind;
  /** What the field shows; a `map` field's value is its `MapPoint[]`. */
  value: unknown;
  visible: boolean;
  position: number;
  id?: string | number;
  file?: Blob;
  meta?: {
    title?: string; value?: unknown[]; answer?: unknown;
    /** A list-item field: its items start opened (the embedded page shown), as an app shows a form inline. */
    open?: boolean;
    /** `link`: the children the preview opens when the button is pressed (array pointer → child key). */
    to?: Readonly<Record<string, string | number>>;
    /**
     * `link`: `range` draws the simulated "in range" control instead of an app button. `map`: `place` is
     * the item's own location (a station's pin, a story page's place), not a list of stations.
     */
    variant?: 'button' | 'range' | 'place';
  };
}

/** Builds field records from `[kind, value, meta?]` pairs, numbering positions and hiding empty values. */
export function previewFields(pairs: [PreviewFieldKind, unknown, PreviewField['meta']?][]): PreviewField[] {
  return pairs.map(([field, value, meta], position) => ({
    field,
    value,
    position,
    visible: value !== undefined && value !== null && value !== '',
    ...(meta ? { meta } : {}),
  }));
}
