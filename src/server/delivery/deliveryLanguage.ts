/** The primary subtag of a language tag, lower case (`es-MX` → `es`). */
const primary = (tag: string) => tag.split('-')[0].toLowerCase();

/** Accept-Language ranges with q > 0, most wanted first (equal weights keep the header's order). */
export function acceptedRanges(header: string | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; q: number; at: number }[] = [];
  header.slice(0, 500).split(',').forEach((part, at) => {
    const [tag, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => /^q\s*=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.split('=')[1]);
    if (tag && Number.isFinite(q) && q > 0) ranges.push({ tag: tag.trim(), q, at });
  });
  return ranges.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * The content language a delivery request reads in, one of the client's `languages` (the base first):
 * `?lang=` when the client offers it, else the first Accept-Language range that one of them matches
 * (exactly, or by its primary subtag: `es-MX` reads `es`; `*` reads the base), else the base. A language
 * the client does not offer is no error: the app reads the base, and Content-Language says so.
 */
export function deliveryLanguage(languages: readonly string[], lang: string | undefined, acceptLanguage: string | undefined): string {
  const base = languages[0];
  const offered = (tag: string) => languages.find((l) => l.toLowerCase() === tag.toLowerCase());
  const asked = lang?.trim();
  if (asked) {
    const found = offered(asked);
    if (found) return found;
  }
  for (const range of acceptedRanges(acceptLanguage)) {
    if (range === '*') return base;
    const found = offered(range) ?? languages.find((l) => primary(l) === primary(range));
    if (found) return found;
  }
  return base;
}
