const collators = new Map<string, Intl.Collator>();

/**
 * Compares titles and numbers as people read them, in a language's alphabet: "Stop 2" before
 * "Stop 10" (numeric collation), "é" beside "e". Collators are kept per language (they are costly to make).
 */
export function naturalCompare(language = 'en'): (a: string, b: string) => number {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  return collator.compare;
}

