import type { JsonSchema, UiSchema } from './jsonSchema.ts';
import type { KindConsole } from './kindConsole.ts';
import type { KindList, KindPlace, KindPreview, KindRules } from './kindSlots.ts';
import type { EditorLink, KindApi, KindLabels, KindMessages, KindRecord } from './kindTypes.ts';
import type { RelationDefinition } from './relations.ts';
import type { KindTab } from './kindTab.ts';

// The contract's pieces live in files of their own; importing them from here keeps working.
export * from './kindTypes.ts';
export * from './kindSlots.ts';
export * from './resolveKind.ts';
export * from './kindVariant.ts';
export * from './kindPaths.ts';
export type { KindTab } from './kindTab.ts';
export type { KindPage } from './kindConsole.ts';

/**
 * A shape a client may choose in its patch file instead of the kind's own (the older and newer station
 * screens): its own schema and slots. A slot it leaves out is the kind's for `list`, absent for the rest.
 */
export interface KindVariant<R extends KindRecord = KindRecord> {
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** Message ids naming this variant in the console (e.g. when an item of another variant is opened). */
  label?: string;
  /**
   * Words of this shape that differ from the kind's (the older station's "Range (DB)" where the newer
   * says "Meters (1-99)"): the same ids, in en, zh and es, over the kind's messages.
   */
  messages?: KindMessages;
  /** This shape's list; absent: it lists like the kind. */
  list?: KindList<R>;
  /** This shape's preview; absent: the phone shows the list item's title. */
  preview?: KindPreview<R>;
  /** This shape's rules; the kind's do not carry over. */
  rules?: KindRules<R>;
  /** Where an item of this shape is and what fires as visitors walk by; the kind's do not carry over. */
  place?: KindPlace<R>;
  /** This shape's console parts; the kind's do not carry over. */
  console?: KindConsole;
}

/** A content kind: one object, data plus a small typed definition in slots (DESIGN "The kind contract"). */
export interface KindDefinition<R extends KindRecord = KindRecord> {
  /** Lowercase slug: folder, schema file name and default API entity. */
  id: string;
  /** Console route key (SPEC §2 route table) and tab key (`tab_types.name`); defaults to the id. */
  route?: string;
  /** The kind's tab: its place in the tab bar, SPEC §2 name and edit route. Absent: a tab after every ordered one. */
  tab?: KindTab;
  schema: JsonSchema;
  uiSchema: UiSchema;
  labels: KindLabels;
  /** The kind's messages in en, zh and es: `kind.<id>.*`, `field.<id>.*`, `rule.<id>.*`. */
  messages?: KindMessages;
  api?: Partial<KindApi>;
  /** The console's list and how items show as list items elsewhere: `{ toListItem, fields, filters, asListItem }`. */
  list: KindList<R>;
  /** The emulator's preview and the kind's own preview field kinds: `{ toPreview, fields }`. */
  preview?: KindPreview<R>;
  /** Defaults, cross-field and publish rules, lint, create warning and per-client adaptation. */
  rules?: KindRules<R>;
  /** The item on the map (`locate`) and its trigger zones as visitors walk (`triggers`). */
  place?: KindPlace<R>;
  /** Console parts of the kind's own, loaded lazily: widgets, fields, templates, preview renderers, a screen. */
  console?: KindConsole;
  /** Buttons in the editor header of an opened item: `[{ label: 'kind.game.play', route: 'GamePlay', query: { game: ':id' } }]`. */
  editorLinks?: readonly EditorLink[];
  /** Links with their own id, order and lifecycle, by relation name (`stops`, `games`, `stories_as_event`). */
  relations?: Record<string, RelationDefinition>;
  /** The record property holding an ISO date-time that places an item on the dashboard's schedule (an event's start, a tour run's start). */
  scheduledAt?: string;
  /** Alternative shapes a client may choose in its patch file (`"variant": "legacy"`); each has its own record type. */
  // `any`: a variant is a whole other shape, not R.
  variants?: Record<string, KindVariant<any>>;
  /** The name of the shape this definition itself describes (default `default`). */
  defaultVariant?: string;
}

/** Typing helper: returns its argument, so a plugin gets checking and completion for free. */
export function defineKind<R extends KindRecord = KindRecord>(kind: KindDefinition<R>): KindDefinition<R> {
  return kind;
}
