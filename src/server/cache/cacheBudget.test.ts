import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answerCache.ts';
import { createCacheBudget } from './cacheBudget.ts';
import { createListModels, type ListSource } from './listModels.ts';
import { answerCacheBytes, cacheBytes, listCacheBytes } from './withCaches.ts';

/** A list of `n` items whose texts carry `tag`, so that every list key's answer is recognisable. */
function listOf(tag: string, n: number): ListSource {
  return {
    prefix: '{"items":[',
    suffix: ']}',
    async members() { return Array.from({ length: n }, (_, i) => ({ id: i + 1, stamp: 'a' })); },
    async render(ids) { return new Map(ids.map((id) => [id, { json: JSON.stringify({ id, text: `${tag} ${'x'.repeat(200)}` }), external: false }])); },
  };
}
const itemText = (key: string) => JSON.stringify({ key, text: 'y'.repeat(2000) });

describe('one memory budget for the answer cache and the list models', () => {
  it('keeps the bytes both hold under the budget while both kinds are served, every answer correct', async () => {
    const budget = createCacheBudget(300_000);
    const answers = createAnswerCache(Infinity, budget);
    const lists = createListModels(Infinity, {}, budget);
    for (let round = 0; round < 40; round++) {
      const list = await lists.answer(`list ${round}`, 'r1', listOf(`list ${round}`, 100));
      const items = JSON.parse(list.body.toString()).items as { text: string }[];
      expect(items).toHaveLength(100);
      expect(items.every((i) => i.text.startsWith(`list ${round} `))).toBe(true);
      for (let i = 0; i < 10; i++) {
        const key = `item ${round}.${i}`;
        const answer = await answers.fill(key, 'r1', async () => itemText(key));
        expect(answer.body.toString()).toBe(itemText(key));
      }
      expect(answers.bytes + lists.bytes).toBe(budget.bytes);
      expect(budget.bytes).toBeLessThanOrEqual(300_000);
    }
    // Neither kind pushed the other out altogether.
    expect(answers.bytes).toBeGreaterThan(0);
    expect(lists.bytes).toBeGreaterThan(0);
  });

  it('gives up the least recently used entry of either kind first: a list read all along outlives newer item answers', async () => {
    const budget = createCacheBudget(200_000);
    const answers = createAnswerCache(Infinity, budget);
    const lists = createListModels(Infinity, {}, budget);
    let renders = 0;
    const hot: ListSource = { ...listOf('hot', 100), render: (ids) => { renders++; return listOf('hot', 100).render(ids); } };
    await lists.answer('hot', 'r1', hot);
    for (let i = 0; i < 300; i++) {
      await answers.fill(`item ${i}`, 'r1', async () => itemText(`item ${i}`));
      if (i % 10 === 0) await lists.answer('hot', 'r1', hot);
    }
    expect(renders).toBe(1);
    // The oldest item answers went instead: asked again, they are computed afresh.
    expect(answers.get('item 0', 'r1')).toBeUndefined();
    expect(answers.get('item 299', 'r1')?.body.toString()).toBe(itemText('item 299'));
  });

  it('still lets ANSWER_CACHE_MB and LIST_CACHE_MB cap (or, at 0, turn off) their kind within it', async () => {
    const budget = createCacheBudget(1 << 20);
    const answers = createAnswerCache(0, budget);
    const lists = createListModels(100_000, {}, budget);
    await answers.fill('item', 'r1', async () => itemText('item'));
    expect(answers.get('item', 'r1')).toBeUndefined();
    for (let i = 0; i < 10; i++) await lists.answer(`list ${i}`, 'r1', listOf(`list ${i}`, 50));
    expect(lists.bytes).toBeGreaterThan(0);
    expect(lists.bytes).toBeLessThanOrEqual(100_000);
  });

  it('reads CACHE_MB (default 48 MB), leaves the per-kind caps open unless set, and refuses nonsense with the variable named', () => {
    expect(cacheBytes({})).toBe(48 * 1024 * 1024);
    expect(cacheBytes({ CACHE_MB: '16' })).toBe(16 * 1024 * 1024);
    expect(answerCacheBytes({})).toBe(Infinity);
    expect(listCacheBytes({ LIST_CACHE_MB: '0' })).toBe(0);
    expect(() => cacheBytes({ CACHE_MB: 'lots' })).toThrow(/CACHE_MB must be a number of megabytes/);
    expect(() => answerCacheBytes({ ANSWER_CACHE_MB: '-1' })).toThrow(/ANSWER_CACHE_MB/);
  });
});
