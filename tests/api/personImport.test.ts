import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { signedInServer } from '../support/signedInServer.ts';

function csvForm(text: string | Uint8Array, name = 'persons.csv') {
  const form = new FormData();
  form.set('file', new Blob([typeof text === 'string' ? text : Uint8Array.from(text)], { type: 'text/csv' }), name);
  return form;
}

describe('person CSV import', () => {
  const s = signedInServer();

  it('imports good rows, matching columns by header, and reports each refused row with its reason', async () => {
    const csv = [
      'Phone,E-mail,Full name',
      '+47 900 00 001,kari@example.org,Kari Nordmann',
      ',ola@example.org,Ola Nordmann',
      '+47 900 00 003,not-an-email,Bad Row',
      '+47 900 00 004,kari@example.org,Kari Again',
      '+47 900 00 005,,No Mail',
    ].join('\n');
    const res = await s.client.request('POST', '/api/person/import/csv', csvForm(csv));
    expect(res.status).toBe(200);
    expect(res.body.data.imported).toBe(2);
    expect(res.body.data.refused).toEqual([
      { line: 4, message: 'E-mail is not a valid e-mail address' },
      { line: 5, message: 'kari@example.org appears twice in this file' },
      { line: 6, message: 'E-mail is required' },
    ]);
    const list = await s.client.get('/api/person');
    expect(list.body.data.items.map((p: { email: string }) => p.email)).toEqual(['kari@example.org', 'ola@example.org']);
    // Another company sees none of them.
    expect((await s.other.get('/api/person')).body.data.items).toEqual([]);
  });

  it('words each refused row in the user’s language, naming the column as people call it', async () => {
    const csv = 'name,email,phone\nLuz,no-es-correo,+34 600 000 002\nSol,sol@example.es,abc\nSol,sol@example.es,\n';
    const es = await s.client.request('POST', '/api/person/import/csv', csvForm(csv), { 'accept-language': 'es' });
    expect(es.body.data.refused).toEqual([
      { line: 2, message: 'Correo electrónico no es una dirección de correo electrónico válida' },
      { line: 3, message: 'El teléfono solo admite dígitos, espacios, paréntesis, guiones y un + inicial, de 5 a 20 caracteres' },
    ]);
    const zh = await s.client.request('POST', '/api/person/import/csv', csvForm('name,email\nWang,not-mail\n'), { 'accept-language': 'zh' });
    expect(zh.body.data.refused).toEqual([{ line: 2, message: '电子邮件不是有效的电子邮件地址' }]);
  });

  it('reads the header spellings of other languages (Norwegian, Spanish)', async () => {
    const res = await s.client.request('POST', '/api/person/import/csv', csvForm('Navn;E-post;Tlf\nPer Hansen;per@example.no;+47 900 00 009\n'.replace(/;/g, ',')));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ imported: 1, refused: [] });
    const es = await s.client.request('POST', '/api/person/import/csv', csvForm('Nombre,Correo,Teléfono\nAna Ruiz,ana@example.es,+34 600 000 001\n'));
    expect(es.body.data).toMatchObject({ imported: 1, refused: [] });
    const list = await s.client.get('/api/person');
    expect(list.body.data.items.filter((p: { email: string }) => ['per@example.no', 'ana@example.es'].includes(p.email)).map((p: { name: string; phone: string }) => [p.name, p.phone]).sort())
      .toEqual([['Ana Ruiz', '+34 600 000 001'], ['Per Hansen', '+47 900 00 009']]);
  });

  it('refuses an already registered person on a second import and keeps the first', async () => {
    const res = await s.client.request('POST', '/api/person/import/csv', csvForm('name,email\nKari N.,KARI@example.org\n'));
    expect(res.body.data).toEqual({ imported: 0, refused: [{ line: 2, message: 'KARI@example.org is already registered' }] });
    const kari = (await s.client.get('/api/person')).body.data.items.find((p: { email: string }) => p.email === 'kari@example.org');
    expect(kari.name).toBe('Kari Nordmann');
  });

  it('refuses a file without name and email columns, or that is not text, with a clear message', async () => {
    const noHeader = await s.client.request('POST', '/api/person/import/csv', csvForm('a,b\n1,2\n'));
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toMatch(/columns "name" and "email"/);
    const binary = await s.client.request('POST', '/api/person/import/csv', csvForm(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0, 0]), 'persons.xlsx'));
    expect(binary.status).toBe(415);
    const missing = await s.client.request('POST', '/api/person/import/csv', new FormData());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Choose a CSV file to import.');
  });

  it('needs a signed-in user', async () => {
    expect((await api(s.server).request('POST', '/api/person/import/csv', csvForm('name,email\n'))).status).toBe(401);
  });
});
