import { diffWords } from 'diff';

/** A run of text on one side of a word diff: kept, or only on that side. */
export interface DiffSegment {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

/** Both sides of a word-level diff: the older text with its removed words, the newer with its added ones. */
export interface WordDiff {
  before: DiffSegment[];
  after: DiffSegment[];
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * Where a diff part ends in `source` when it starts at `from`: the part's words (and, where the part
 * has them, the spaces around) taken from `source` itself. jsdiff gives kept parts the newer text's
 * spacing; the older side must read as it was stored.
 */
function partEnd(source: string, from: number, value: string): number {
  let i = from;
  if (isSpace(value[0])) while (isSpace(source[i])) i++;
  let words = value.replace(/\s+/g, '').length;
  while (words > 0 && i < source.length) { if (!isSpace(source[i])) words--; i++; }
  if (isSpace(value.at(-1))) while (isSpace(source[i])) i++;
  return i;
}

function push(side: DiffSegment[], text: string, kind: DiffSegment['kind']): void {
  if (!text) return;
  if (kind !== 'same') {
    // The spaces around a change are not the change: marks hug the words.
    const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
    if (core) { push(side, lead, 'same'); appendTo(side, core, kind); push(side, trail, 'same'); return; }
    kind = 'same';
  }
  appendTo(side, text, kind);
}

function appendTo(side: DiffSegment[], text: string, kind: DiffSegment['kind']): void {
  const last = side.at(-1);
  // jsdiff may split one run in two (a word and the space after it): one mark reads better.
  if (last && last.kind === kind) last.text += text;
  else side.push({ text, kind });
}

/** The word-level diff of two texts (jsdiff `diffWords`), split into what each side shows, each side exactly its own text. */
export function wordDiff(before: string, after: string): WordDiff {
  const out: WordDiff = { before: [], after: [] };
  let at = 0;
  const parts = diffWords(before, after);
  // The older side's last part takes whatever is left of it (trailing spaces included).
  const last = parts.findLastIndex((p) => !p.added);
  parts.forEach((part, index) => {
    if (part.added) { push(out.after, part.value, 'added'); return; }
    const end = index === last ? before.length : partEnd(before, at, part.value);
    push(out.before, before.slice(at, end), part.removed ? 'removed' : 'same');
    at = end;
    if (!part.removed) push(out.after, part.value, 'same');
  });
  return out;
}
