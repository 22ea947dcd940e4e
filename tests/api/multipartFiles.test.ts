import { beforeAll, describe, expect, it } from 'vitest';
import { api, storedList, type ApiClient } from '../support/api.ts';
import { answered } from '../support/expectAnswer.ts';
import { tinyJpeg } from '../support/mediaSamples.ts';
import { signedInServer } from '../support/signedInServer.ts';

// A file part in an item save is a media write: it needs the right POST /api/media needs, and it goes
// only into a media field — a file for a text field is refused, never stored with its name as the text.

const PASSWORD = 'Harbour-lantern-Quay-93';
const STORY = { entity: 'story', listKey: 'story' };
const ES = { 'x-language-code': 'es' };

/** A base-language save replaces the document: its required texts are sent along. */
const baseForm = (doc: Record<string, unknown>) => {
  const body = new FormData();
  for (const field of ['version', 'name', 'title', 'ingress', 'text'] as const) if (field !== 'title') body.append(field, String(doc[field]));
  return body;
};

const jpeg = (name: string) => new File([Uint8Array.from(tinyJpeg())], name, { type: 'image/jpeg' });

describe('file parts in multipart item saves', () => {
  const s = signedInServer();
  let translator: ApiClient;
  let story: { id: number; version: number; title: string };

  const libraryCount = async () => (await answered(s.client.get('/api/media?limit=1000'))).data.length as number;

  beforeAll(async () => {
    const email = `files-translator-${Date.now()}@demo.test`;
    await answered(s.client.post('/api/users', { email, name: 'Tessa Translator', password: PASSWORD, role: 'translator', languages: ['es'] }), 201);
    translator = api(s.server, (await answered(api(s.server).post('/api/login', { email, password: PASSWORD }))).access_token);
    story = (await storedList<{ id: number; version: number; title: string }>(s.client, STORY))[0];
  });

  it('refuses a translator\'s file part as POST /api/media does, storing nothing', async () => {
    const before = await libraryCount();
    // The same right as an upload: refused there, refused here.
    const upload = new FormData();
    upload.append('file', jpeg('direct.jpg'));
    const direct = await translator.post('/api/media', upload);
    expect(direct.status).toBe(403);
    expect(direct.body.messageId).toBe('api.refused.role.write.translator');

    const body = new FormData();
    body.append('version', String(story.version));
    body.append('title', jpeg('Título en español.jpg'));
    const res = await translator.post(`/api/story/update/${story.id}`, body, ES);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    // The same refusal (worded in Spanish here: the content language is the translator's message language too).
    expect(res.body.messageId).toBe(direct.body.messageId);
    expect(res.body.message).toMatch(/\S/);
    // A translator's thumbnail (a media field) is a media write too.
    const thumb = new FormData();
    thumb.append('version', String(story.version));
    thumb.append('thumbnail', jpeg('thumb.jpg'));
    expect((await translator.post(`/api/story/update/${story.id}`, thumb, ES)).status).toBe(403);
    expect(await libraryCount()).toBe(before);
    const spanish = (await answered(s.client.get(`/api/story/${story.id}`, ES))).data.items;
    expect(spanish.title).not.toMatch(/\.jpg$/);
  });

  it('still takes a translator\'s text-only multipart translation', async () => {
    const body = new FormData();
    body.append('version', String(story.version));
    body.append('title', 'Una historia');
    const res = await translator.post(`/api/story/update/${story.id}`, body, ES);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await answered(s.client.get(`/api/story/${story.id}`, ES))).data.items.title).toBe('Una historia');
  });

  it('refuses a file part for a text field with a 400 in the caller\'s language, storing nothing', async () => {
    const before = await libraryCount();
    const current = (await answered(s.client.get(`/api/story/${story.id}`))).data.items;
    for (const [lang, message] of [['en', 'The field "title" takes text, not a file.'], ['es', 'El campo «title» admite texto, no un archivo.']] as const) {
      const body = baseForm(current);
      body.append('title', jpeg('title.jpg'));
      const res = await s.client.post(`/api/story/update/${story.id}`, body, { 'accept-language': lang });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const nested = baseForm(current);
    nested.append('title', String(current.title));
    nested.append('pages[0][page_title]', jpeg('page.jpg'));
    expect((await s.client.post(`/api/story/update/${story.id}`, nested)).status).toBe(400);
    expect(await libraryCount()).toBe(before);
    expect((await answered(s.client.get(`/api/story/${story.id}`))).data.items.title).toBe(current.title);
  });

  it('still stores a file for a media field of an admin\'s save', async () => {
    const current = (await answered(s.client.get(`/api/story/${story.id}`))).data.items;
    const body = baseForm(current);
    body.append('title', String(current.title));
    body.append('thumbnail', jpeg('thumb.jpg'));
    const res = await s.client.post(`/api/story/update/${story.id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.thumbnail).toMatch(/^[0-9a-f]+\.jpg$/);
  });
});
