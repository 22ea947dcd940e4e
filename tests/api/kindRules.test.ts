import { describe, expect, it } from 'vitest';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// tk_tour's cross-field rule: a closed tour needs a reason (message id rule.tk_tour.reasonNeeded, in en/zh/es).
const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };
const RULE = 'rule.tk_tour.reasonNeeded';

describe.each(availableDatabases())('cross-field rules on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });

  it('refuses a closed tour without a reason with 400, the rule’s English text and its message id', async () => {
    const res = await s.client.post('/api/tk_tour', { title: 'Closed tour', closed: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A closed tour needs a reason');
    expect(res.body.errors).toEqual([{ field: 'reason', message: 'A closed tour needs a reason', messageId: RULE }]);
    // Whitespace is no reason either.
    const blank = await s.client.post('/api/tk_tour', { title: 'Closed tour', closed: true, reason: '   ' });
    expect(blank.status).toBe(400);
    const titles = (await s.client.get('/api/tk_tour')).body.data.items.map((t: any) => t.title);
    expect(titles).not.toContain('Closed tour');
  });

  it('answers in the caller’s message language (accept-language), English for an unknown one', async () => {
    const body = { title: 'Cerrado', closed: true };
    const es = await s.client.post('/api/tk_tour', body, { 'accept-language': 'es' });
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Un recorrido cerrado necesita un motivo');
    expect(es.body.errors).toEqual([{ field: 'reason', message: 'Un recorrido cerrado necesita un motivo', messageId: RULE }]);
    const zh = await s.client.post('/api/tk_tour', body, { 'accept-language': 'zh' });
    expect(zh.body.errors[0]).toMatchObject({ message: '已关闭的导览需要填写原因', messageId: RULE });
    const no = await s.client.post('/api/tk_tour', body, { 'accept-language': 'no' });
    expect(no.body.errors[0].message).toBe('A closed tour needs a reason');
  });

  it('runs after the schema: schema errors come first, a valid tour with a reason is stored', async () => {
    const schemaFirst = await s.client.post('/api/tk_tour', { closed: true });
    expect(schemaFirst.status).toBe(400);
    expect(schemaFirst.body.errors).toMatchObject([{ field: 'title', message: 'Tour title is required' }]);
    const ok = await s.client.post('/api/tk_tour', { title: 'Closed for winter', closed: true, reason: 'Snow' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // The rule guards updates too: clearing the reason of a closed tour is refused and changes nothing.
    const item = ok.body.data;
    const upd = await s.client.post(`/api/tk_tour/update/${item.id}`, { title: 'Closed for winter', closed: true, version: item.version });
    expect(upd.status).toBe(400);
    expect(upd.body.errors[0]).toMatchObject({ field: 'reason', messageId: RULE });
    expect((await s.client.get(`/api/tk_tour/${item.id}`)).body.data.items).toMatchObject({ reason: 'Snow', version: item.version });
  });
});
