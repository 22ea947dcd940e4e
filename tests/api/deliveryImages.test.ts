import { Ajv2020 } from 'ajv/dist/2020.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { derivativeUrl, IMAGE_FORMAT_MIME, IMAGE_WIDTHS } from '../../src/core/pictures.ts';
import { isMultiTarget, relationPaths } from '../../src/core/relations.ts';
import { imageFieldsOf, type ImageField } from '../../src/server/delivery/deliveredImages.ts';
import { api, type ApiClient } from '../support/api.ts';
import { OTHER_COMPANY } from '../support/companies.ts';
import { answered } from '../support/expectAnswer.ts';
import { relationsOf } from '../support/kindCapabilities.ts';
import { clientKind, DEMO, kindWith, offers, type TestCompany } from '../support/kindRegistry.ts';
import { fileForm } from '../support/mediaSamples.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

// The delivery API gives every image field of a delivered item what an app needs for
// `srcset` — the crop's pixels, the focal point within it, and the derivative URLs per format — and a
// crop changed in the console shows in the very next delivery answer.

/** A publishable kind with a 16:9 picture field, preferring one inside keyed children (a story page's picture). */
const sixteenNine = (k: ResolvedKind) => imageFieldsOf(k).filter((f) => f.aspect === '16:9');
const PIC = kindWith((k) => offers(k, 'publish') && sixteenNine(k).some((f) => f.path.includes('*'))) ?? kindWith((k) => offers(k, 'publish') && sixteenNine(k).length > 0);
const FIELD: ImageField | undefined = PIC && (sixteenNine(PIC).find((f) => f.path.includes('*')) ?? sixteenNine(PIC)[0]);
/** A publishable kind with a relation (links without their own lifecycle) that can list PIC's items (a trip's stops). */
const relationTo = (k: ResolvedKind, target: string) => relationsOf(k).find((r) => !r.relation.lifecycle && r.targets.includes(target));
const OWNER = PIC && kindWith((k) => offers(k, 'publish') && !!relationTo(k, PIC.id));

/** The JSON pointer of the field's first occurrence ("/pages/0/picture"). */
const pointer = (field: ImageField) => field.path.map((p) => `/${p === '*' ? 0 : p}`).join('');

/** The document with `file` in the field's first occurrence (the first keyed child, when the field sits in them). */
function withPicture(doc: KindRecord, field: ImageField, file: string): KindRecord {
  const copy = structuredClone(doc);
  let node: any = copy;
  field.path.forEach((part, i) => {
    const last = i === field.path.length - 1;
    const key = part === '*' ? 0 : part;
    if (last) node[key] = file;
    else node = node[key];
  });
  return copy;
}

/** A phone photo's size: 4000 × 3000, a gradient so it is no flat colour. */
async function phoneJpeg(): Promise<Uint8Array> {
  const width = 4000, height = 3000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#246"/><stop offset="1" stop-color="#fc8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** What the tests write and read with: a company's staff client and its delivery key. */
interface Writer { client: ApiClient; company: TestCompany; app: ApiClient }

async function upload(client: ApiClient, bytes: Uint8Array): Promise<string> {
  return (await answered(client.post('/api/media?expect=image', fileForm(bytes, 'phone.jpg', 'image/jpeg')), 201)).data.file as string;
}

async function keyOf(server: TestServer, client: ApiClient): Promise<ApiClient> {
  return api(server, (await answered(client.post('/api/settings/api-keys', { name: unique('App') }), 201)).data.secret as string);
}

/** A published item of the kind (as the writer's client runs it) with `file` in the field. */
async function publishedWith(w: Writer, kind: ResolvedKind, field: ImageField, file: string): Promise<{ id: number }> {
  const own = clientKind(kind, w.company);
  const doc = withPicture(labelled(own, await sampleDoc(w, own), unique('Pictured')), field, file);
  const item = (await answered(w.client.post(`/api/${own.api.entity}`, doc), 201)).data;
  await answered(w.client.get(`/api/${own.api.entity}/publish/${item.id}`));
  return item;
}

const none = 'no publishable kind has an image field of 800x450 (16:9)';

describe('delivered pictures carry their srcset data', () => {
  const s = signedInServer();
  let demo: Writer;
  let file: string;

  beforeAll(async () => {
    demo = { client: s.client, company: DEMO, app: await keyOf(s.server, s.client) };
    file = await upload(s.client, await phoneJpeg());
  });

  it(`gives the picture's 16:9 crop, focal point and derivative URLs, and follows a crop change at once (${PIC?.id ?? none})`, async (t) => {
    if (!PIC || !FIELD) t.skip(none);
    const item = await publishedWith(demo, PIC!, FIELD!, file);
    const at = pointer(FIELD!);
    const v0 = (await answered(s.client.get(`/api/media/${file}`))).data.version as string;

    const first = await demo.app.get(`/delivery/v1/${PIC!.id}/${item.id}`);
    expect(first.status).toBe(200);
    // No crop chosen yet: the largest 16:9 cut of 4000 × 3000, no focal point.
    const image = first.body.item.images[at];
    expect(image).toMatchObject({ file, width: 4000, height: 2250, aspect: '16:9', focus: null });
    expect(image.src).toBe(derivativeUrl(file, { w: 800, format: 'jpeg', ar: '16:9', v: v0 }));
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(image.srcset[format]).toEqual(IMAGE_WIDTHS.map((w) => ({ w, url: derivativeUrl(file, { w, format, ar: '16:9', v: v0 }) })));
    }
    // The list carries the same, and the document keeps its file name where it was.
    const listed = (await answered(demo.app.get(`/delivery/v1/${PIC!.id}`))).items.find((x: any) => x.id === item.id);
    expect(listed.images[at]).toEqual(image);
    expect(first.body.item.images).toEqual({ [at]: image });
    // The OpenAPI document describes what is sent.
    const doc = (await answered(s.client.get('/api/openapi.json')));
    const described = new Ajv2020({ strict: false }).compile(doc.components.schemas.DeliveredImage);
    expect(described(image), JSON.stringify(described.errors)).toBe(true);
    expect(doc.components.schemas[`${PIC!.id}.delivered`].allOf[1].required).toContain('images');

    // The author crops a 1600 × 900 part and sets a focal point: the cached answer is not served again.
    const set = await answered(s.client.post(`/api/media/${file}`, { crop: { aspect: '16:9', x: 1000, y: 750, width: 1600, height: 900 }, focus: { x: 0.5, y: 0.5 } }));
    const v1 = set.data.version as string;
    expect(v1).not.toBe(v0);
    const after = await demo.app.get(`/delivery/v1/${PIC!.id}/${item.id}`, { 'if-none-match': first.headers.get('etag')! });
    expect(after.status).toBe(200);
    const cropped = after.body.item.images[at];
    expect(cropped).toMatchObject({ width: 1600, height: 900, focus: { x: 0.625, y: 0.8333 } });
    expect(cropped.src).toBe(derivativeUrl(file, { w: 800, format: 'jpeg', ar: '16:9', v: v1 }));
    expect(cropped.srcset.webp.map((e: { w: number }) => e.w)).toEqual([100, 200, 400, 800, 1200, 1600]);
    expect(cropped.srcset.avif.every((e: { url: string }) => e.url.endsWith(`&v=${v1}`))).toBe(true);
    const relisted = (await answered(demo.app.get(`/delivery/v1/${PIC!.id}`))).items.find((x: any) => x.id === item.id);
    expect(relisted.images[at]).toEqual(cropped);
  });

  it(`serves the delivered URLs as the pictures they name (${PIC?.id ?? none})`, async (t) => {
    if (!PIC || !FIELD) t.skip(none);
    const item = await publishedWith(demo, PIC!, FIELD!, file);
    const image = (await answered(demo.app.get(`/delivery/v1/${PIC!.id}/${item.id}`))).item.images[pointer(FIELD!)];
    const res = await fetch(s.server.url + image.srcset.webp.find((e: { w: number }) => e.w === 400).url);
    // The derivative route may be missing on a branch: without it, the URL answers the original.
    if (!res.headers.get('x-derivative')) t.skip('the derivative route (GET /public/image/{file}?w=…) is not on this branch');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(IMAGE_FORMAT_MIME.webp);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 400]);
  });

  it(`lists no entry for a name that is not the company's picture, and never another company's (${PIC?.id ?? none})`, async (t) => {
    if (!PIC || !FIELD) t.skip(none);
    // Another company names this company's stored file: its app gets no data (nor URLs) for it.
    const other: Writer = { client: s.other, company: OTHER_COMPANY as unknown as TestCompany, app: await keyOf(s.server, s.other) };
    const theirs = await publishedWith(other, PIC!, FIELD!, file);
    const answer = await other.app.get(`/delivery/v1/${PIC!.id}/${theirs.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.item.images).toEqual({});
    expect(JSON.stringify((await answered(other.app.get(`/delivery/v1/${PIC!.id}`))).items)).not.toContain('/public/image/');

    // A file name no media row has (deleted, or never uploaded here): the item is delivered, without an entry.
    const gone = await publishedWith(demo, PIC!, FIELD!, `${'0123456789abcdef'.repeat(2)}.jpg`);
    const res = await demo.app.get(`/delivery/v1/${PIC!.id}/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.body.item.images).toEqual({});
    expect((await demo.app.get(`/delivery/v1/${PIC!.id}`)).status).toBe(200);
  });

  it(`gives an item listed in another's relation its images too (${OWNER?.id ?? 'no publishable kind relates to it'})`, async (t) => {
    if (!PIC || !FIELD || !OWNER) t.skip('no publishable kind has a relation to a kind with a 16:9 picture');
    const { name, relation } = relationTo(OWNER!, PIC!.id)!;
    const stop = await publishedWith(demo, PIC!, FIELD!, file);
    const owner = (await answered(s.client.post(`/api/${OWNER!.api.entity}`, labelled(OWNER!, await sampleDoc(demo, OWNER!), unique('Owner'))), 201)).data;
    await answered(s.client.get(`/api${relationPaths.link(OWNER!.api.entity, owner.id, name, stop.id, isMultiTarget(relation) ? PIC!.id : undefined)}`), 201);
    await answered(s.client.get(`/api/${OWNER!.api.entity}/publish/${owner.id}`));
    const delivered = (await answered(demo.app.get(`/delivery/v1/${OWNER!.id}/${owner.id}`))).item;
    const related = delivered.relations[name].find((x: any) => x.id === stop.id);
    expect(related.images[pointer(FIELD!)]).toMatchObject({ file, aspect: '16:9' });
    expect(delivered.images).toEqual(expect.any(Object));
  });
});

describe.skipIf(!availableDatabases().includes('postgres'))('a crop change with two server processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  afterAll(async () => { await b?.close(); await a?.close(); });

  it(`shows a crop set through one process in the next delivery answer of the other (${PIC?.id ?? none})`, async (t) => {
    if (!PIC || !FIELD) t.skip(none);
    a = await startServer({ database: 'postgres' });
    b = await startServer({ fromTemplate: false, env: { DATABASE_URL: a.databaseUrl! } });
    const viaA = api(a, await a.login());
    const key = (await answered(viaA.post('/api/settings/api-keys', { name: unique('App') }), 201)).data.secret as string;
    const w: Writer = { client: viaA, company: DEMO, app: api(a, key) };
    const fromB = api(b, key);
    const file = await upload(viaA, await phoneJpeg());
    const item = await publishedWith(w, PIC!, FIELD!, file);
    const path = `/delivery/v1/${PIC!.id}/${item.id}`;
    // Each process has its own media folder here (a real cluster shares one, or S3): A reads the file and records its size.
    expect((await answered(w.app.get(path))).item.images[pointer(FIELD!)].width).toBe(4000);
    // B's answer is cached now…
    expect((await answered(fromB.get(path))).item.images[pointer(FIELD!)].width).toBe(4000);
    expect((await answered(fromB.get(path))).item.images[pointer(FIELD!)].width).toBe(4000);
    const v = (await answered(viaA.post(`/api/media/${file}`, { crop: { aspect: '16:9', x: 0, y: 0, width: 3200, height: 1800 } }))).data.version;
    // …and the very next read through B shows A's crop.
    expect((await answered(fromB.get(path))).item.images[pointer(FIELD!)]).toMatchObject({ width: 3200, height: 1800, src: derivativeUrl(file, { w: 800, format: 'jpeg', ar: '16:9', v }) });
  });
});
