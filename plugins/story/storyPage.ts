/** A page of a story (SPEC §3 "Story page"); pointers hold page ids (`x-sibling`), never titles or positions. */
export interface StoryPage extends Record<string, unknown> {
  id?: number;
  page_title: string;
  text: string;
  picture?: string;
  audio?: string;
  video?: string;
  button1?: string;
  next_page?: number;
  button2?: string;
  story_page_id?: number;
  /** Marks a page where the story ends on purpose (not a dead end). */
  is_end?: boolean;
  beacon_id?: string;
  in_range?: boolean;
  range_next_page?: number;
  latitude?: number;
  longitude?: number;
}

/** A story (SPEC §3): its texts, thumbnail and ordered pages. */
export interface Story extends Record<string, unknown> {
  name: string;
  title: string;
  ingress: string;
  text: string;
  thumbnail?: string;
  pages?: StoryPage[];
}

/** The pointer fields of a page, in the order the app shows them; `range_next_page` counts only when `in_range`. */
export const POINTERS = ['next_page', 'story_page_id', 'range_next_page'] as const;

/** The pages a page leads to (pointers that are set and, for the range pointer, active). */
export function pointersOf(page: StoryPage): { field: (typeof POINTERS)[number]; to: number }[] {
  const out: { field: (typeof POINTERS)[number]; to: number }[] = [];
  for (const field of POINTERS) {
    const to = page[field];
    if (typeof to !== 'number') continue;
    if (field === 'range_next_page' && page.in_range !== true) continue;
    out.push({ field, to });
  }
  return out;
}
