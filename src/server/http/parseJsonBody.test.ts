import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonBody } from './parseJsonBody.ts';

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('JSON body guard', () => {
  it('counts nesting of arrays and objects alike, up to the limit inclusive', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(3) + '1' + '}'.repeat(3), 2)).toBe(true);
    expect(nestsDeeperThan('[{"a":[1]},{"b":[2]},[3]]', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ t: arrays(500) }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ t: `a\\"${'['.repeat(50)}` }), 1)).toBe(false);
    expect(nestsDeeperThan(`{"t":"\\\\"}${'['.repeat(5)}`, 3)).toBe(true);
  });

  it('refuses a 3,300-deep body with a 400 naming the limit, in the caller\'s language, without overflowing the stack', () => {
    for (const text of [arrays(3300), `{"title":"x","extra":${arrays(3300)}}`, '{"a":'.repeat(100_000)]) {
      expect(() => parseJsonBody(text, 'en')).toThrow(expect.objectContaining({ status: 400, message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.` }));
    }
    expect(() => parseJsonBody(arrays(100), 'es')).toThrow(/niveles/);
  });

  it('refuses text that is not JSON with 400 and parses what is', () => {
    for (const text of ['', '{', '{"a":1,}', '{"a":"\\uZZZZ"}', 'undefined']) {
      expect(() => parseJsonBody(text, 'en')).toThrow(expect.objectContaining({ status: 400, message: 'The body must be JSON.' }));
    }
    expect(parseJsonBody('{"a":[{"b":"]]]"}]}', 'en')).toEqual({ a: [{ b: ']]]' }] });
    expect(parseJsonBody('null', 'en')).toBeNull();
  });
});
