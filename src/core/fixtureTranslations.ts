/** The fixture property holding translations the seed saves after creating the item (never stored in the document). */
export const FIXTURE_TRANSLATIONS_KEY = '$translations';

/** The fixture property holding base changes the seed saves after the translations (so those go stale, as in real life). */
export const FIXTURE_BASE_LATER_KEY = '$baseLater';

/** A translation of one fixture: a write body in that language; children of keyed arrays are matched by position. */
export type FixtureTranslation = Record<string, unknown>;

/**
 * Typing helper for fixtures: `...fixtureTranslations({ es: { title: 'Horario' } })` saves a Spanish
 * translation for a client that offers Spanish; `baseLater` then changes the base document, leaving
 * the translations of the changed texts stale (the demo matrix shows all three states).
 */
export function fixtureTranslations(translations: Record<string, FixtureTranslation>, baseLater?: Record<string, unknown>): Record<string, unknown> {
  return baseLater ? { [FIXTURE_TRANSLATIONS_KEY]: translations, [FIXTURE_BASE_LATER_KEY]: baseLater } : { [FIXTURE_TRANSLATIONS_KEY]: translations };
}

/** A fixture without its translations, the translations by language, and the later base changes. */
export function splitFixtureTranslations(record: Record<string, unknown>): { doc: Record<string, unknown>; translations: [string, FixtureTranslation][]; baseLater?: Record<string, unknown> } {
  const { [FIXTURE_TRANSLATIONS_KEY]: raw, [FIXTURE_BASE_LATER_KEY]: later, ...doc } = record;
  const isMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (raw !== undefined && !isMap(raw)) throw new Error(`${FIXTURE_TRANSLATIONS_KEY} must map language codes to translations`);
  if (later !== undefined && !isMap(later)) throw new Error(`${FIXTURE_BASE_LATER_KEY} must be a partial document`);
  const translations = Object.entries(raw ?? {}).map(([lang, t]): [string, FixtureTranslation] => {
    if (!isMap(t)) throw new Error(`${FIXTURE_TRANSLATIONS_KEY}.${lang} must be a partial document`);
    return [lang, t];
  });
  return { doc, translations, baseLater: later };
}
