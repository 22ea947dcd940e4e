import type { UiSchema } from './jsonSchema.ts';
import type { AsListItem, KindRecord, KindSettings, LintFault, ListFilter, ListItem, PreviewContext, RuleContext, RuleError } from './kindTypes.ts';
import type { PreviewField } from './previewField.ts';
import type { GeoPoint } from './relations.ts';
import type { KindTriggers } from './walk/triggerZone.ts';

// The slots of a kind (DESIGN "The kind contract"): each is one concern, and a variant replaces a slot
// whole, so a shape never mixes its own list item with another shape's list fields.

/** How a kind's items appear in the console's list and as list items elsewhere. */
export interface KindList<R extends KindRecord = KindRecord> {
  /** What the console's list and an emulator list item show of a record. */
  toListItem(record: R): ListItem;
  /** The document properties `toListItem` reads: the console's slim list sends only these (plus lifecycle). */
  fields?: readonly string[];
  /** Selects above the console's list: by an enum field of `fields`, or by use in another kind's items. */
  filters?: readonly ListFilter[];
  /** How this kind's items show as list items in other previews; absent: they do not. */
  asListItem?: AsListItem;
  /** SPEC §2 (stations): Tab and Shift+Tab move through the list as well as the arrow keys. */
  tabMoves?: boolean;
  /**
   * The list keeps the order the author sets: the console's list offers drag and Alt+↑/↓, saved by
   * `POST /{x}-sync` (SPEC §7 `/form-sync`). Absent: the list shows the stored order without moves.
   */
  manualOrder?: boolean;
}

/** What the emulator's phone shows of an opened item, and the preview field kinds the kind brings. */
export interface KindPreview<R extends KindRecord = KindRecord> {
  /** The item's preview fields; without a preview slot the phone shows the list item's title. */
  toPreview(record: R, ctx: PreviewContext): PreviewField[];
  /**
   * Preview field kinds this kind introduces (`['progress']`), each drawn by the renderer of that name
   * in its console module (`console.previewRenderers`). Names are the registry's: no core field kind,
   * no other kind's. Any preview may emit them.
   */
  fields?: readonly string[];
}

/** What a record must and should be: defaults, cross-field rules, publish rules, lint and per-client adaptation. */
export interface KindRules<R extends KindRecord = KindRecord> {
  /** A new item's starting values (beyond the schema's own defaults). */
  defaults?(): Partial<R>;
  /** Cross-field rules: run by the server after the schema and by the console as RJSF's customValidate. */
  validate?(record: R, ctx: RuleContext): RuleError[];
  /**
   * What must hold before an item may be published (a game needs a challenge): the server refuses
   * publish with 400 naming the rule, in the caller's language; saving is not affected.
   */
  publishRules?(record: R): RuleError[];
  /** Publish-readiness faults (never blocking a save): `GET /{x}/{id}/lint`, the publish confirmation, markers in the form. */
  lint?(record: R): LintFault[];
  /**
   * A message id the console shows as a warning notification when the author tries to create an item
   * this returns one for (SPEC §5 older station: "Navn Required"); the create is not sent.
   */
  createWarning?(record: R): string | undefined;
  /** The server's last word on a valid write for this client's settings (e.g. drop what the client may not use). */
  adaptRecord?(record: R, settings: KindSettings): R;
  /**
   * The record as visitors meet it: what the form hides as inactive (an active beacon's kept pin) left
   * out. The delivery API answers this; the list line and the phone should read it too.
   */
  forVisitors?(record: R): R;
  /** The console's UI schema for this client's settings (e.g. hide a field the client may not use). Must not mutate its argument. */
  adaptUiSchema?(uiSchema: UiSchema, settings: KindSettings): UiSchema;
}

/** Where an item is in the world: on the overview maps, and what fires as visitors walk by. */
export interface KindPlace<R extends KindRecord = KindRecord> {
  /**
   * Where an item is on the map (a station's coordinates, a story's first placed page), for the
   * overview maps of relations declared with `map` (a trip's stops). Undefined: not placed.
   */
  locate?(record: R): GeoPoint | undefined;
  /**
   * What fires in the visitors' app as they walk: the record's trigger zones (a station's
   * pin or beacon, a story page's "when in range"), its pages and its own walk. The walk simulator and
   * the zone lint read only this; nothing there names a kind.
   */
  triggers?: KindTriggers<R>;
}
