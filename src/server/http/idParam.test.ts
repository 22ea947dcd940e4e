import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/httpError.ts';
import { idParam, wholeNumber } from './idParam.ts';

describe('whole-number parameters', () => {
  it('reads one to nine digits and nothing else', () => {
    expect(['0', '7', '000012', '999999999'].map(wholeNumber)).toEqual([0, 7, 12, 999999999]);
    for (const raw of [undefined, '', '1000000000', '-1', '1.5', '1e3', ' 1', '0x1', '١٢']) expect(wholeNumber(raw), String(raw)).toBeUndefined();
  });

  it('answers a malformed path id as the 404 of what was looked for', async () => {
    const app = new Hono();
    app.onError((err, c) => c.json({ message: err.message }, (err as HttpError).status ?? 500));
    app.get('/item/:id', (c) => c.json({ id: idParam(c) }));
    app.get('/sim/:sid', (c) => c.json({ id: idParam(c, 'sid', 'Simulation') }));
    expect(await (await app.request('/item/42')).json()).toEqual({ id: 42 });
    const bad = await app.request('/item/4x2');
    expect([bad.status, await bad.json()]).toEqual([404, { message: 'This item was not found: it may have been deleted.' }]);
    const sim = await app.request('/sim/1234567890');
    expect([sim.status, await sim.json()]).toEqual([404, { message: 'This simulation was not found.' }]);
  });
});
