import type { ResolvedKind } from '../../core/defineKind.ts';
import type { FixtureTranslation } from '../../core/fixtureTranslations.ts';
import type { WireItem } from '../items/itemStore.ts';
import { type ItemWriter } from '../operations/createItemWriter.ts';
import { type WriteCaller } from '../operations/writeCaller.ts';
import { documentOf } from '../items/documentOf.ts';
import { writeTranslation } from '../translations/translateItem.ts';

// Fixtures cannot know the keys the write path gives children: a translation's keyed children are
// matched to the created item's by position.
function withChildKeys(body: FixtureTranslation, item: WireItem, keyed: readonly { path: readonly string[]; key: string }[]): FixtureTranslation {
  const out = { ...body };
  for (const { path, key } of keyed) {
    if (path.length !== 1 || !Array.isArray(out[path[0]])) continue;
    const created = item[path[0]] as Record<string, unknown>[] | undefined;
    out[path[0]] = (out[path[0]] as Record<string, unknown>[]).map((child, i) => ({ ...child, [key]: created?.[i]?.[key] }));
  }
  return out;
}

/**
 * Saves a seeded item's fixture translations in the languages the company offers (through the same
 * write path as the API), then the later base changes that leave some of them stale (made for every
 * client, so a fixture reads the same whichever languages it offers).
 */
export async function seedTranslations(writer: ItemWriter, caller: WriteCaller, kind: ResolvedKind, item: WireItem, languages: readonly string[], translations: [string, FixtureTranslation][], baseLater?: Record<string, unknown>): Promise<void> {
  const offered = translations.filter(([lang]) => languages.includes(lang) && lang !== languages[0]);
  const keyed = writer.validator.annotationsFor(kind, caller.client).keyed;
  for (const [code, body] of offered) {
    await writeTranslation(writer, caller, kind, { code, base: languages[0], isBase: false }, item.id, item.version, { ...withChildKeys(body, item, keyed), version: item.version });
  }
  if (baseLater) await writer.update(caller, kind, item.id, item.version, { ...documentOf(item), ...baseLater });
}
