import { describe, expect, it } from 'vitest';
import { createListModels, type ListSource, type MemberStamp } from './listModels.ts';

/** A list source over an in-memory table, counting what the model asks of it. */
function table(rows: { id: number; stamp: string; text: string; external?: boolean }[]) {
  const calls = { members: 0, rendered: [] as number[][] };
  const source: ListSource = {
    prefix: '{"items":[',
    suffix: ']}',
    async members(): Promise<MemberStamp[]> {
      calls.members++;
      return rows.map((r) => ({ id: r.id, stamp: r.stamp }));
    },
    async render(ids) {
      calls.rendered.push(ids);
      return new Map(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, { json: JSON.stringify({ id: r.id, text: r.text }), external: r.external ?? false }]));
    },
  };
  return { rows, calls, source };
}

const parse = (body: Buffer) => JSON.parse(body.toString()).items as { id: number; text: string }[];

describe('list read models', () => {
  it('renders every entry once, then only the entries whose stamp moved, and keeps the answer while no byte changed', async () => {
    const t = table([{ id: 1, stamp: 'a', text: 'one' }, { id: 2, stamp: 'a', text: 'two' }, { id: 3, stamp: 'a', text: 'three' }]);
    const models = createListModels(1 << 20);
    const first = await models.answer('k', 'r1', t.source);
    expect(parse(first.body).map((i) => i.text)).toEqual(['one', 'two', 'three']);
    expect(t.calls.rendered).toEqual([[1, 2, 3]]);

    // The revision stands: the same answer, not even a stamp read.
    expect(await models.answer('k', 'r1', t.source)).toBe(first);
    expect(t.calls.members).toBe(1);

    // Another kind was written (the revision moved, no stamp did): the same answer and ETag.
    expect(await models.answer('k', 'r2', t.source)).toBe(first);
    expect(t.calls.members).toBe(2);
    expect(t.calls.rendered).toHaveLength(1);

    // One item saved: only it is rendered again, the others keep their bytes.
    t.rows[1] = { id: 2, stamp: 'b', text: 'two, saved' };
    const saved = await models.answer('k', 'r3', t.source);
    expect(parse(saved.body).map((i) => i.text)).toEqual(['one', 'two, saved', 'three']);
    expect(t.calls.rendered.at(-1)).toEqual([2]);
    expect(saved.etag).not.toBe(first.etag);

    // Reordered and one unpublished: the order follows the stamps, nothing is rendered.
    t.rows.splice(0, 3, t.rows[2], t.rows[0]);
    const reordered = await models.answer('k', 'r4', t.source);
    expect(parse(reordered.body).map((i) => i.id)).toEqual([3, 1]);
    expect(t.calls.rendered).toHaveLength(2);
  });

  it('renders an entry that shows other rows again whenever the revision moves', async () => {
    const t = table([{ id: 1, stamp: 'a', text: 'plain' }, { id: 2, stamp: 'a', text: 'refers', external: true }]);
    const models = createListModels(1 << 20);
    await models.answer('k', 'r1', t.source);
    t.rows[1] = { ...t.rows[1], text: 'its target renamed' };
    const next = await models.answer('k', 'r2', t.source);
    expect(t.calls.rendered.at(-1)).toEqual([2]);
    expect(parse(next.body)[1].text).toBe('its target renamed');
  });

  it('leaves out an item gone between the stamps and its rendering', async () => {
    const t = table([{ id: 1, stamp: 'a', text: 'one' }, { id: 2, stamp: 'a', text: 'two' }]);
    const render = t.source.render;
    t.source.render = (ids) => render(ids.filter((id) => id !== 2));
    const models = createListModels(1 << 20);
    expect(parse((await models.answer('k', 'r1', t.source)).body).map((i) => i.id)).toEqual([1]);
  });

  it('keeps nothing with a budget of 0, and at most its budget otherwise', async () => {
    const t = table(Array.from({ length: 100 }, (_, i) => ({ id: i + 1, stamp: 'a', text: 'x'.repeat(100) })));
    const none = createListModels(0);
    await none.answer('k', 'r1', t.source);
    await none.answer('k', 'r1', t.source);
    expect(t.calls.rendered).toHaveLength(2);
    expect(none.bytes).toBe(0);

    const small = createListModels(200_000);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) await small.answer(key, 'r1', t.source);
    expect(small.bytes).toBeGreaterThan(0);
    expect(small.bytes).toBeLessThanOrEqual(200_000);
  });

  it('never replaces a newer model by a refresh that started earlier and ended later', async () => {
    const t = table([{ id: 1, stamp: 'a', text: 'old' }]);
    const models = createListModels(1 << 20);
    let release!: () => void;
    const members = t.source.members;
    const slow: ListSource = { ...t.source, members: () => new Promise((ok) => { release = () => ok(members()); }) };
    const early = models.answer('k', 'r1', slow);
    t.rows[0] = { id: 1, stamp: 'b', text: 'new' };
    const late = await models.answer('k', 'r2', t.source);
    release();
    await early;
    expect(await models.answer('k', 'r2', t.source)).toBe(late);
  });

  it('serves a model that includes every acknowledged write without a query, and a writer\'s catch-up brings it up to date', async () => {
    const t = table([{ id: 1, stamp: 'a', text: 'one' }, { id: 2, stamp: 'a', text: 'two' }]);
    // As on PGlite: revisions are write counts, a pinned read sees every write counted before it.
    let writes = 1;
    const countOf = (r: string) => Number(r.slice(1));
    const models = createListModels(1 << 20, { pinned: async (read) => ({ revision: `w${writes}`, value: await read(undefined as never) }), includes: (a, b) => countOf(a) >= countOf(b) });
    await models.answer('1\u0000k', 'w1', t.source, 'w1');
    expect(t.calls.members).toBe(1);

    // A save not yet answered: readers keep the model (the save is not acknowledged), no stamp read.
    t.rows[1] = { id: 2, stamp: 'b', text: 'two, saved' };
    writes = 2;
    expect(parse((await models.answer('1\u0000k', 'w2', t.source, 'w1')).body)[1].text).toBe('two');
    expect(t.calls.members).toBe(1);

    // The writer catches the model up before answering; readers then get the save without a query.
    await models.catchUp('w2', '1\u0000');
    expect(t.calls.members).toBe(2);
    expect(parse((await models.answer('1\u0000k', 'w2', t.source, 'w2')).body)[1].text).toBe('two, saved');
    expect(t.calls.members).toBe(2);

    // Another company's catch-up leaves it alone; a write acknowledged without a catch-up makes the next reader refresh.
    t.rows[0] = { id: 1, stamp: 'b', text: 'one, saved' };
    writes = 3;
    await models.catchUp('w3', '2\u0000');
    expect(t.calls.members).toBe(2);
    expect(parse((await models.answer('1\u0000k', 'w3', t.source, 'w3')).body)[0].text).toBe('one, saved');
    expect(t.calls.members).toBe(3);
  });

  it('takes a write that declared its items without reading stamps: the kind\'s lists re-render just those, other kinds\' stand as they are', async () => {
    const pages = table([{ id: 1, stamp: 'a', text: 'one' }, { id: 2, stamp: 'a', text: 'two' }]);
    const stations = table([{ id: 7, stamp: 'a', text: 'seven' }]);
    const linked = table([{ id: 8, stamp: 'a', text: 'shows seven', external: true }]);
    // As on PGlite: revisions are write counts; write 2 declared page 2, write 3 declared nothing.
    const declared: Record<number, { kind: string; ids: number[] } | null> = { 2: { kind: 'page', ids: [2] }, 3: null };
    const countOf = (r: string) => Number(r.slice(1));
    const changed = (from: string, to: string, kind: string) => {
      const ids = new Set<number>();
      for (let w = countOf(from) + 1; w <= countOf(to); w++) {
        const scope = declared[w];
        if (!scope) return undefined;
        if (scope.kind === kind) scope.ids.forEach((id) => ids.add(id));
      }
      return ids;
    };
    const models = createListModels(1 << 20, { pinned: async (read) => ({ revision: 'w1', value: await read(undefined as never) }), includes: (a, b) => countOf(a) >= countOf(b), changed });
    const sources = { pages: { ...pages.source, kind: 'page' }, stations: { ...stations.source, kind: 'station' }, linked: { ...linked.source, kind: 'station' } };
    for (const [key, source] of Object.entries(sources)) await models.answer(key, 'w1', source);

    pages.rows[1] = { id: 2, stamp: 'b', text: 'two, saved' };
    expect(parse((await models.answer('pages', 'w2', sources.pages)).body).map((i) => i.text)).toEqual(['one', 'two, saved']);
    expect(parse((await models.answer('stations', 'w2', sources.stations)).body)[0].text).toBe('seven');
    await models.answer('linked', 'w2', sources.linked);
    // No stamp read for the page list, only page 2 rendered; the station list not even rendered; the list showing other rows refreshed.
    expect([pages.calls.members, pages.calls.rendered]).toEqual([1, [[1, 2], [2]]]);
    expect([stations.calls.members, stations.calls.rendered]).toEqual([1, [[7]]]);
    expect(linked.calls.members).toBe(2);

    // A write that declared nothing: stamps are read again.
    await models.answer('stations', 'w3', sources.stations);
    expect(stations.calls.members).toBe(2);
  });
});
