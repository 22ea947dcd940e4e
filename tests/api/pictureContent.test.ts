import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en.json';
import es from '../../src/locales/es.json';
import zh from '../../src/locales/zh.json';
import type { ResolvedKind } from '../../src/core/defineKind.ts';
import { mediaFields, type MediaField } from '../../src/server/overview/mediaFaults.ts';
import type { ApiClient } from '../support/api.ts';
import { companyClients } from '../support/companyClients.ts';
import { DEMO, kindShapes, type KindShape } from '../support/kindRegistry.ts';
import { fileForm, tinyJpeg, tinyPng } from '../support/mediaSamples.ts';
import { sampleDoc } from '../support/sampleDoc.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';

// A picture field says "JPEG only" (SPEC §5's rule, its sentence naming the field it is about:
// "Thumbnail must be JPG format!", "… size can not exceed 2MB!"). A PNG renamed `.jpg` and sent as
// image/jpeg is still a PNG: every way a file reaches a picture field decides by the bytes, and says so
// in the caller's language.

const CATALOGUES = { en, es, zh };
type Lang = keyof typeof CATALOGUES;
/** The §5 sentence for a field named `label` (the form's label without its size note). */
const notJpg = (lang: Lang, label: string) => CATALOGUES[lang]['image.notJpg'].replace('{field}', label);
/** Without a field (a bare `POST /media?expect=image`) the sentence names the type's word, "Picture". */
const NOT_JPG = { en: notJpg('en', en['media.field.image']), es: notJpg('es', es['media.field.image']), zh: notJpg('zh', zh['media.field.image']) };
const TOO_BIG = en['image.tooBig'].replace('{field}', en['media.field.image']);
/** A picture field's label as its form shows it in `lang`, without the size note ("Thumbnail (200x200)" → "Thumbnail"). */
const labelOf = (kind: ResolvedKind, f: MediaField, lang: Lang) =>
  (kind.messages?.[lang]?.[`field.${kind.id}.${f.path.filter((p) => p !== '*').join('.')}`] ?? '').replace(/\s*\([^()]*\)$/, '');
/** A PNG dressed as a JPEG: name, declared type, everything but the bytes. */
const renamedPng = () => new File([Uint8Array.from(tinyPng())], 'holiday.jpg', { type: 'image/jpeg' });
const realJpeg = () => new File([Uint8Array.from(tinyJpeg())], 'holiday.jpg', { type: 'image/jpeg' });

const pictureField = (kind: ResolvedKind): MediaField | undefined => mediaFields(kind.schema, kind.uiSchema).find((f) => f.type === 'image');
/** The multipart field name of a media field (`['pages', '*', 'picture']` → `pages[0][picture]`). */
const multipartName = (f: MediaField) => f.path.map((p, i) => (i === 0 ? p : `[${p === '*' ? 0 : p}]`)).join('');

const shapes = kindShapes().filter((s) => s.seeded && pictureField(s.kind));
/** A JSON kind of the demo company with a top-level picture field (the JSON editor's path). */
const JSON_SHAPE = shapes.find((s) => s.company.slug === DEMO.slug && s.kind.api.bodyEncoding === 'json' && pictureField(s.kind)!.path.length === 1);
/** Kinds whose create and update also take multipart bodies with files (the older station, the story). */
const MULTIPART_SHAPES = shapes.filter((s) => s.kind.api.bodyEncoding === 'multipart');

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
  } catch {
    return [];
  }
}

describe.each(availableDatabases())('picture fields decide by content on %s', (database) => {
  const s = signedInServer({ database });
  const clients = companyClients(() => s.server);
  const mediaFiles = () => filesUnder(join(s.server.dataDir, 'media')).length;

  it('POST /media?expect=image refuses a renamed PNG and a picture over 2 MB with the §5 words, in the caller\'s language', async () => {
    const before = mediaFiles();
    for (const [lang, text] of Object.entries(NOT_JPG)) {
      const res = await s.client.post('/api/media?expect=image', fileForm(tinyPng(), 'holiday.jpg', 'image/jpeg'), { 'accept-language': lang });
      expect(res.status, lang).toBe(415);
      expect(res.body.message, lang).toBe(text);
    }
    const big = Buffer.concat([Buffer.from(tinyJpeg()), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await s.client.post('/api/media?expect=image', fileForm(big, 'big.jpg', 'image/jpeg'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(TOO_BIG);
    expect(mediaFiles()).toBe(before);
    // A real JPEG passes, named by its content.
    const ok = await s.client.post('/api/media?expect=image', fileForm(tinyJpeg(), 'holiday.png', 'image/png'));
    expect(ok.status).toBe(201);
    expect(ok.body.data.file).toMatch(/^[a-f0-9]{32}\.jpg$/);
    // Without `expect` the upload is just media, stored under the name its content gives it.
    const plain = await s.client.post('/api/media', fileForm(tinyPng(), 'holiday.jpg', 'image/jpeg'));
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ type: 'image', mime: 'image/png' });
    expect(plain.body.data.file).toMatch(/^[a-f0-9]{32}\.png$/);
  });

  it.skipIf(!JSON_SHAPE)(`a JSON save refuses a renamed PNG uploaded first (the JSON editor's path): ${JSON_SHAPE?.label}`, async () => {
    const { kind } = JSON_SHAPE!;
    const field = pictureField(kind)!.path[0];
    const png = (await s.client.post('/api/media', fileForm(tinyPng(), 'holiday.jpg', 'image/jpeg'))).body.data.file as string;
    const jpg = (await s.client.post('/api/media', fileForm(tinyJpeg(), 'holiday.jpg', 'image/jpeg'))).body.data.file as string;
    const doc = await sampleDoc({ client: s.client, company: DEMO }, kind);
    const refused = await s.client.post(`/api/${kind.api.entity}`, { ...doc, [field]: png }, { 'accept-language': 'zh' });
    const zhLabel = labelOf(kind, pictureField(kind)!, 'zh');
    expect(zhLabel).not.toBe('');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(notJpg('zh', zhLabel));
    expect(refused.body.errors).toEqual([{ field, message: notJpg('zh', zhLabel), messageId: 'image.notJpg', values: { field: zhLabel } }]);
    const made = await s.client.post(`/api/${kind.api.entity}`, { ...doc, [field]: jpg });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const item = made.body.data;
    const update = await s.client.post(`/api/${kind.api.entity}/update/${item.id}`, { ...doc, [field]: png, version: item.version });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(notJpg('en', labelOf(kind, pictureField(kind)!, 'en')));
  });

  it('a trip\'s thumbnail refuses a PNG naming the thumbnail, not an "Avatar picture"', async () => {
    const trip = shapes.find((x) => x.kind.id === 'trip' && x.company.slug === DEMO.slug)!;
    const doc = await sampleDoc({ client: s.client, company: DEMO }, trip.kind);
    const png = (await s.client.post('/api/media', fileForm(tinyPng(), 'holiday.jpg', 'image/jpeg'))).body.data.file as string;
    for (const [lang, text] of [['en', 'Thumbnail must be JPG format!'], ['es', '¡Miniatura debe estar en formato JPG!']]) {
      const refused = await s.client.post(`/api/${trip.kind.api.entity}`, { ...doc, thumbnail: png }, { 'accept-language': lang });
      expect(refused.status, lang).toBe(400);
      expect(refused.body.message, lang).toBe(text);
    }
  });

  describe.each(MULTIPART_SHAPES.map((shape) => [shape.label, shape] as [string, KindShape]))('multipart %s', (_label, shape) => {
    const { kind, company } = shape;
    const field = pictureField(kind)!;
    const name = multipartName(field);
    let client: ApiClient;

    it(`refuses a renamed PNG in ${name} on create and on update (also in another content language), storing nothing`, async () => {
      client = await clients.of(company);
      const before = mediaFiles();
      const create = new FormData();
      create.append(name, renamedPng());
      const refused = await client.post(`/api/${kind.api.entity}`, create, { 'accept-language': 'es' });
      expect(refused.status).toBe(415);
      const esText = notJpg('es', labelOf(kind, field, 'es'));
      expect(refused.body).toMatchObject({ message: esText, errors: [{ field: name, message: esText }] });

      const made = await client.post(`/api/${kind.api.entity}`, await sampleDoc({ client, company }, kind));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const update = new FormData();
      update.append('version', String(made.body.data.version));
      update.append(name, renamedPng());
      const updated = await client.post(`/api/${kind.api.entity}/update/${made.body.data.id}`, update);
      expect(updated.status).toBe(415);
      expect(updated.body.message).toBe(notJpg('en', labelOf(kind, field, 'en')));
      // A write in another content language (a translation) goes through the same file check.
      if (company.slug === DEMO.slug) {
        const translated = await client.post(`/api/${kind.api.entity}/update/${made.body.data.id}`, update, { 'x-language-code': 'es', 'accept-language': 'zh' });
        expect(translated.status).toBe(415);
        expect(translated.body.message).toBe(notJpg('zh', labelOf(kind, field, 'zh')));
      }
      expect(mediaFiles()).toBe(before);
      // The same field takes a real JPEG past the file check (whatever the rest of the body lacks).
      const jpeg = new FormData();
      jpeg.append(name, realJpeg());
      const other = await client.post(`/api/${kind.api.entity}`, jpeg);
      expect(other.status).not.toBe(415);
    });
  });
});
