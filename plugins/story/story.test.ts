import { describe, expect, it } from 'vitest';
import { storyPreview } from './storyPreview.ts';
import { fixtures } from './fixtures.ts';
import { lintStory } from './storyLint.ts';
import { decodeStoryMultipart } from './storyMultipart.ts';
import type { Story, StoryPage } from './storyPage.ts';

const story = (pages: Partial<StoryPage>[]): Story => ({ name: 'S', title: 'S', ingress: 'I', text: 'T', pages: pages as StoryPage[] });
const kinds = (s: Story) => lintStory(s).map((f) => `${f.at} ${f.message.replace('rule.story.lint.', '')}`);

describe('lintStory', () => {
  it('finds nothing in a story without pages or in the seeded harbour walk (ids as the write path gives them)', () => {
    expect(lintStory(story([]))).toEqual([]);
    expect(lintStory({ name: 'S', title: 'S', ingress: 'I', text: 'T' })).toEqual([]);
    // The fixture's temp keys are still ids of its own pages: the graph is the same as after a save.
    expect(lintStory(fixtures[0])).toEqual([]);
  });

  it('follows loops without hanging and reports a dangling pointer by field', () => {
    expect(kinds(story([{ id: 1, page_title: 'A', next_page: 2 }, { id: 2, page_title: 'B', story_page_id: 1 }]))).toEqual([]);
    expect(kinds(story([{ id: 1, page_title: 'A', next_page: 99, is_end: true }]))).toEqual(['/pages/0/next_page dangling']);
  });

  it('counts the range pointer only when in range, and names untitled pages by position', () => {
    const faults = lintStory(story([{ id: 1, page_title: 'A', range_next_page: 2 }, { id: 2, page_title: ' ', is_end: true }]));
    expect(faults.map((f) => [f.at, f.message, f.values])).toEqual([
      ['/pages/0', 'rule.story.lint.deadEnd', { page: 'A' }],
      ['/pages/1', 'rule.story.lint.unreachable', { page: '#2' }],
    ]);
    expect(kinds(story([{ id: 1, page_title: 'A', in_range: true, beacon_id: 'B1', range_next_page: 2 }, { id: 2, page_title: 'B', is_end: true }]))).toEqual([]);
  });
});

describe('decodeStoryMultipart', () => {
  it('turns a pointer given as another page title into that page id, giving new pages temp keys', () => {
    const out = decodeStoryMultipart({
      name: 'S',
      pages: [
        { id: '41', page_title: 'Old', next_page: 'New one', story_page_id: '41x' },
        { page_title: ' New one ', next_page: ' Old ', range_next_page: '41' },
        { page_title: 'Also new', story_page_id: 'New one' },
      ],
    });
    const pages = out.pages as Record<string, unknown>[];
    expect(pages[1].id).toBe('-1');
    expect(pages[0]).toMatchObject({ id: '41', next_page: '-1', story_page_id: '41x' });
    expect(pages[1]).toMatchObject({ next_page: '41', range_next_page: '41' });
    expect(pages[2]).toMatchObject({ story_page_id: '-1' });
    expect(pages[2].id).toBeUndefined();
  });

  it('reads digits as a page id when a page of the body has it, else as a title; new keys never double sent ones', () => {
    const out = decodeStoryMultipart({
      pages: [
        { id: '-1', page_title: 'Start', next_page: '1905', story_page_id: '-1x' },
        { page_title: '1905', next_page: '7' },
        { id: '7', page_title: 'Seven', next_page: 'Start' },
      ],
    });
    const pages = out.pages as Record<string, unknown>[];
    expect(pages[1].id).toBe('-2');
    expect(pages[0].next_page).toBe('-2');
    expect(pages[1].next_page).toBe('7');
    expect(pages[2].next_page).toBe('-1');
  });

  it('leaves a title naming the page itself or no page as text, and a body without pages as it is', () => {
    const out = decodeStoryMultipart({ pages: [{ page_title: 'Loop', next_page: 'Loop', story_page_id: 'Missing' }] });
    expect(out.pages).toEqual([{ page_title: 'Loop', next_page: 'Loop', story_page_id: 'Missing' }]);
    const plain = { name: 'S' };
    expect(decodeStoryMultipart(plain)).toBe(plain);
  });
});

describe('storyPreview', () => {
  const ctx = { mediaUrl: (_t: string, f: string) => `/m/${f}` };
  const story = { name: 'Walk', title: 'Harbour walk', ingress: 'An hour by the water', text: 'Start at the pier.', pages: [
    { id: 1, page_title: 'Pier', text: 'Boats.' },
    { id: -1, page_title: '', text: '' },
  ] };
  const shown = (open: number) => storyPreview(story, { ...ctx, open: { '/pages': open } }).filter((f) => f.visible).map((f) => [f.field, f.value]);

  it('shows the open page; a page just added with nothing on it shows the cover, not a blank phone', () => {
    expect(shown(1)).toEqual([['title', 'Pier'], ['text', 'Boats.']]);
    expect(shown(-1)).toEqual([['title', 'Harbour walk'], ['ingress', 'An hour by the water'], ['text', 'Start at the pier.'], ['link', '']]);
 
    // A new story whose only page is still empty: nothing leads anywhere yet, so the phone shows its empty state.
    const fresh = storyPreview({ name: '', title: '', ingress: '', text: '', pages: [{ id: -1, page_title: '', text: '' }] }, { ...ctx, open: { '/pages': -1 } });
    expect(fresh.filter((f) => f.visible)).toEqual([]);
  });
});
