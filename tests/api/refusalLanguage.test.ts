import { describe, expect, it } from 'vitest';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Refusals a user meets through the console, asked in Spanish and Chinese (the console sends its
// interface language as accept-language): each answers in that language with its catalogue id beside it,
// never a JSON path; English keeps its wording.
const ES = { 'accept-language': 'es' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
const JSON_PATH = /\b\w+\.\d+\.\w+\b|\/\w+\/\d+/;
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe.each(availableDatabases())('refusals in the caller’s language on %s', (database) => {
  const s = signedInServer({ database, env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });
  const tour = async (pages: { id?: unknown; title: string; next?: unknown }[] = []) => {
    const res = await s.client.post('/api/tk_tour', { title: unique('Tour'), pages });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number; title: string; pages: { id: number; title: string }[] };
  };
  const update = (item: { id: number; title: string }, body: Record<string, unknown>, headers: Record<string, string>) =>
    s.client.post(`/api/tk_tour/update/${item.id}`, { title: item.title, ...body }, headers);
  const noPath = (message: string) => expect(message).not.toMatch(JSON_PATH);

  it('answers a stale save (409) in es and zh with the versions, keeping the English wording in en', async () => {
    const item = await tour();
    const saved = await update(item, { version: item.version }, {});
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const es = await update(item, { version: item.version }, ES);
    expect(es.status).toBe(409);
    expect(es.body.message).toBe(`Otra persona ha cambiado este elemento (ahora versión ${item.version + 1}, la suya era la ${item.version}). Revise sus cambios antes de volver a guardar.`);
    expect(es.body).toMatchObject({ messageId: 'api.refused.versionConflict', values: { current: item.version + 1, yours: item.version }, current: { id: item.id } });
    const zh = await update(item, { version: item.version }, ZH);
    expect(zh.body.message).toBe(`其他人已修改此项目（现为第 ${item.version + 1} 版，您的是第 ${item.version} 版）。请先查看他们的修改，再重新保存。`);
    const en = await update(item, { version: item.version }, {});
    expect(en.body.message).toBe(`Someone else changed this item (now version ${item.version + 1}, yours was ${item.version}). Review their changes before saving again.`);
  });

  it('says an item deleted meanwhile is not found, in es and zh', async () => {
    const item = await tour();
    expect((await s.client.get(`/api/tk_tour/destroy/${item.id}`)).status).toBe(200);
    const es = await update(item, { version: item.version }, ES);
    expect(es.status).toBe(404);
    expect(es.body).toMatchObject({ message: 'No se ha encontrado este elemento: puede que se haya eliminado.', messageId: 'api.refused.notFound.item' });
    expect((await update(item, { version: item.version }, ZH)).body.message).toBe('找不到此项目：它可能已被删除。');
  });

  it('refuses a create in another content language in the interface language', async () => {
    const es = await s.client.post('/api/tk_tour', { title: unique('Nuevo') }, { 'x-language-code': 'es' });
    expect(es.status).toBe(400);
    expect(es.body).toMatchObject({ message: 'Cree los elementos en el idioma base (en) y tradúzcalos después.', messageId: 'api.refused.baseLanguageOnly', values: { base: 'en' } });
    // Writing Spanish content from a Chinese console: the sentence follows the console, not the content.
    const zh = await s.client.post('/api/tk_tour', { title: unique('新') }, { 'x-language-code': 'es', ...ZH });
    expect(zh.body.message).toBe('请先用基础语言（en）创建项目，再进行翻译。');
    const en = await s.client.post('/api/tk_tour', { title: unique('New') }, { 'x-language-code': 'es', 'accept-language': 'en' });
    expect(en.body.message).toBe('Create items in the base language (en), then translate them.');
  });

  it('refuses a CSV import without a file in es and zh', async () => {
    const form = () => { const f = new FormData(); f.set('note', 'no file here'); return f; };
    const es = await s.client.post('/api/person/import/csv', form(), ES);
    expect(es.status).toBe(400);
    expect(es.body).toMatchObject({ message: 'Elija un archivo CSV para importar.', messageId: 'api.refused.csvMissing' });
    expect((await s.client.post('/api/person/import/csv', form(), ZH)).body.message).toBe('请选择要导入的 CSV 文件。');
    expect((await s.client.post('/api/person/import/csv', form())).body.message).toBe('Choose a CSV file to import.');
  });

  it('refuses linking the same venue twice, naming the list by its label in that language', async () => {
    const t = await tour();
    const venue = (await s.client.post('/api/tk_venue', { title: unique('Hall'), city: 'Oslo' })).body.data as { id: number };
    const link = (headers: Record<string, string>) => s.client.get(`/api/tk_tour/${t.id}/links/stops/add/${venue.id}`, headers);
    expect((await link({})).status).toBe(201);
    const es = await link(ES);
    expect(es.status).toBe(409);
    expect(es.body).toMatchObject({ message: `El elemento ${venue.id} ya está vinculado aquí (Paradas); solo se puede vincular una vez.`, messageId: 'api.refused.linkDuplicate', values: { target: venue.id, list: 'Paradas' } });
    expect((await link(ZH)).body.message).toBe(`项目 ${venue.id} 已关联在此（站点）；只能关联一次。`);
    expect((await link({})).body.message).toBe(`Item ${venue.id} is already linked here (Stops); it can be linked only once.`);
  });

  it('names a page pointing at a missing page by its position and title, the field by its label, without a JSON path', async () => {
    const item = await tour([{ title: 'Muelle' }, { title: 'Faro' }]);
    const [a, b] = item.pages;
    const dangling = (headers: Record<string, string>) => update(item, { version: item.version, pages: [a, { ...b, next: 987654321 }] }, headers);
    const es = await dangling(ES);
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Next page de Pages › 2 · Faro apunta a una entrada que no está en este elemento.');
    expect(es.body.errors).toEqual([{ field: 'pages.1.next', message: es.body.message, messageId: 'api.refused.pointsNowhere', values: { field: 'Next page', child: 'Pages › 2 · Faro' } }]);
    noPath(es.body.message);
    const zh = await dangling(ZH);
    expect(zh.body.message).toBe('Pages › 2 · Faro 的Next page指向的条目不在此项目中。');
    noPath(zh.body.message);
  });

  it('refuses removing a page another still points to in the caller’s language', async () => {
    const item = await tour([{ id: -1, title: 'Entrada', next: -2 }, { id: -2, title: 'Salida' }]);
    const res = await s.client.get(`/api/tour-pages/remove/${item.pages[1].id}`, ES);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Pages › 1 · Entrada › Next page todavía apunta a esta entrada: cámbielo primero.');
    expect(res.body.pointed_by).toEqual(['pages.0.next']);
  });
});
