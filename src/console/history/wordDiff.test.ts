import { describe, expect, it } from 'vitest';
import { wordDiff } from './wordDiff.ts';

const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const marked = (segments: { text: string; kind: string }[], kind: string) => segments.filter((s) => s.kind === kind).map((s) => s.text.trim());

describe('word diff model', () => {
  it('keeps each side whole: the older text with its removed words, the newer with its added ones', () => {
    const before = 'From the gate through the hall up to the tower.';
    const after = 'From the harbour through the hall up to the old tower.';
    const d = wordDiff(before, after);
    expect(text(d.before)).toBe(before);
    expect(text(d.after)).toBe(after);
    expect(marked(d.before, 'removed')).toEqual(['gate']);
    expect(marked(d.after, 'added')).toEqual(['harbour', 'old']);
    // Neither side carries the other side's marks.
    expect(d.before.some((s) => s.kind === 'added')).toBe(false);
    expect(d.after.some((s) => s.kind === 'removed')).toBe(false);
  });

  it('keeps the older text’s own spacing and lets marks hug the words, not the spaces around them', () => {
    const d = wordDiff('where the whole harbour lies below.', 'where the whole fjord lies below us.');
    expect(text(d.before)).toBe('where the whole harbour lies below.');
    expect(text(d.after)).toBe('where the whole fjord lies below us.');
    expect(d.after.filter((s) => s.kind === 'added').map((s) => s.text)).toEqual(['fjord', 'us']);
    const n = wordDiff('From the gate we walk', 'From the north gate we stroll');
    expect(n.after.filter((s) => s.kind === 'added').map((s) => s.text)).toEqual(['north', 'stroll']);
    expect(text(wordDiff('a  b\n\nc', 'a b c d').before)).toBe('a  b\n\nc');
  });

  it('one run per change: a removed phrase is one mark, not a mark per word', () => {
    const d = wordDiff('Walk along the old city wall today', 'Walk today');
    expect(marked(d.before, 'removed')).toEqual(['along the old city wall']);
    expect(d.after.every((s) => s.kind === 'same')).toBe(true);
  });

  it('identical texts have no marks; a text from nothing is all added', () => {
    expect(wordDiff('Same words', 'Same words')).toEqual({ before: [{ text: 'Same words', kind: 'same' }], after: [{ text: 'Same words', kind: 'same' }] });
    expect(wordDiff('', 'New text')).toEqual({ before: [], after: [{ text: 'New text', kind: 'added' }] });
  });
});
