import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/story.schema.json';
import { messages } from '../messages.ts';

// A page has two buttons, each a text and the page it leads to: the same concept in the same words,
// so "Button 2" pairs with "Button 2 Next Page" as "Button 1" with "Button 1 Next Page" — in every language.

const PAIRS = [['button1', 'next_page'], ['button2', 'story_page_id']] as const;
const field = (words: Record<string, string>, name: string) => words[`field.story.pages.${name}`];

describe('story page buttons', () => {
  for (const [lang, words] of Object.entries(messages)) {
    it(`names both buttons and where they lead alike in ${lang}`, () => {
      const [[text1, next1], [text2, next2]] = PAIRS.map((pair) => pair.map((name) => field(words as Record<string, string>, name)));
      // Only the button's number differs between the two pairs.
      expect(text2).toBe(text1.replace('1', '2'));
      expect(next2).toBe(next1.replace('1', '2'));
      // Where a button leads names that button.
      expect(next1).toContain('1');
      expect(next1).not.toBe(text1);
    });
  }

  it('the schema\'s own titles (the English fallback) say the same', () => {
    const props = schema.properties.pages.items.properties;
    expect([props.button1.title, props.next_page.title, props.button2.title, props.story_page_id.title])
      .toEqual(PAIRS.flat().map((name) => field(messages.en, name)));
  });
});
