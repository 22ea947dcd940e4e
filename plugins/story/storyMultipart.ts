import type { KindRecord } from '../../src/core/index.ts';
import { POINTERS } from './storyPage.ts';

const DIGITS = /^-?\d+$/;

/**
 * The story's multipart codec (SPEC §7: id, name, title, ingress, thumbnail and per-page arrays
 * `pages[i][field]`). SPEC §3 has `next_page` as a page title: a pointer that is not a number is
 * read as the title of another page of the same body and becomes that page's id — a page without one
 * yet gets a temporary key (negative), which the server swaps for a real one.
 */
export function decodeStoryMultipart(nested: KindRecord): KindRecord {
  const pages = Array.isArray(nested.pages) ? nested.pages.map((p) => ({ ...(p as Record<string, unknown>) })) : undefined;
  if (!pages) return nested;
  // Temporary keys below any the body already uses, so a new one never doubles a sent one.
  let temp = Math.min(0, ...pages.map((p) => (typeof p.id === 'string' && DIGITS.test(p.id.trim()) ? Number(p.id) : 0))) - 1;
  const keyOf = (i: number) => {
    const page = pages[i];
    if (typeof page.id === 'string' && DIGITS.test(page.id.trim())) return page.id.trim();
    if (page.id === undefined || page.id === '') page.id = String(temp--);
    return page.id as string;
  };
  // Digits are a page id when a page of the body has that id; otherwise they may be a title ("1905").
  const ids = new Set(pages.flatMap((p) => (typeof p.id === 'string' && DIGITS.test(p.id.trim()) ? [p.id.trim()] : [])));
  for (const page of pages) {
    for (const field of POINTERS) {
      const v = page[field];
      if (typeof v !== 'string' || v.trim() === '' || ids.has(v.trim())) continue;
      const target = pages.findIndex((p) => p !== page && typeof p.page_title === 'string' && p.page_title.trim() === v.trim());
      // An unknown title stays text: the schema then names the field in its 400.
      if (target >= 0) page[field] = keyOf(target);
    }
  }
  return { ...nested, pages };
}
