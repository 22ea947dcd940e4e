import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup, pointerFieldName } from '../../core/fieldPathLabel.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';

/**
 * Where in an item a zone sits, for a finding's sentence: the field as the kind's form names it in the
 * language (its `field.<kind>.<path>` message, else English, else the schema title), after the zone's
 * own label when that differs from the item's title (a page of an item with pages: `The fjord pier › Latitud`).
 */
export function zoneFieldName(kind: ResolvedKind | undefined, pointer: string, zoneLabel: string | undefined, itemTitle: string, lang: UiLanguage): string {
  const field = kind ? pointerFieldName(kind.id, kind.schema, pointer, kindLookup(kind.messages, lang)) : pointer;
  return zoneLabel && zoneLabel !== itemTitle ? `${zoneLabel} › ${field}` : field;
}
