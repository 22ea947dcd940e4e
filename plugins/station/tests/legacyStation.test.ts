import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient, type ApiResponse } from '../../../tests/support/api.ts';
import { DEMO_COMPANY, FJORD_COMPANY, OTHER_COMPANY } from '../../../tests/support/companies.ts';
import { tinyJpeg } from '../../../tests/support/mediaSamples.ts';
import { startServer, type TestServer } from '../../../tests/support/startServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// The older station screen as the `legacy` variant of kind `station` (SPEC §3 "Station (older
// shape)", §7 Stations). The fjord museum (schemas/clients/fjord) runs it; demo and `other` run the newer
// shape. Legacy stations carry linked games (relation `games`, body field `gameStation`, `games` in the
// item), a form reference and four activity slots that reference a game, story, form or web page.

interface Link { id: number; owner_id: number; target_id: number; target: { id: number; title: string } }
interface OwnerLink { id: number; owner_id: number; target_id: number; owner: { id: number; title: string } }
interface LinkedGame { id: number; navn: string; link_id: number }
interface Slot { kind?: string; id?: number }
interface LegacyItem {
  id: number; version: number; variant: string; navn: string; title: string; range?: number;
  picture?: string; thumbnail?: string; audio?: string; video?: string; beacon_id?: string;
  latitude?: number; longitude?: number; is_need_close_to_beacon?: number; form_id?: number;
  activities?: Slot[]; games?: LinkedGame[]; refs?: Record<string, { kind: string; id: number; title?: string }>;
  [k: string]: unknown;
}

/** A small but real MP3: an ID3v2.4 header followed by one MPEG-1 Layer III frame header and padding. */
function tinyMp3(): Uint8Array {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame]);
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([Uint8Array.from(bytes)], name, { type });

/** Every file under a directory (recursively); none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
  } catch {
    return [];
  }
}

let seq = 0;
const unique = (label: string) => `${label} ${++seq}-${Math.random().toString(36).slice(2, 7)}`;

/** A minimal valid legacy station (navn, title and range are required). */
const legacyDoc = (navn = unique('Station'), extra: Record<string, unknown> = {}) => ({ navn, title: `${navn}: title`, range: 3, ...extra });
/** A minimal valid newer station (a map pin). */
const newerDoc = (title = unique('Pin')) => ({ title, pin_number: '9', pin_label: 'Pier', latitude: 59.91, longitude: 10.73, active_beacon: false });

/** A multipart body from text fields (repeated for arrays) and files. */
function multipart(fields: Record<string, string | number | (string | number)[] | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const x of v) form.append(k, String(x));
    else if (v instanceof File) form.append(k, v);
    else form.append(k, String(v));
  }
  return form;
}

describe.each(availableDatabases())('the older station screen (legacy variant) on %s', (database) => {
  let server: TestServer;
  /** The fjord museum's admin: the legacy variant. */
  let fjord: ApiClient;
  /** The demo company's admin: the newer variant. */
  let demo: ApiClient;
  /** The `other` company's admin: the newer variant, a third tenant. */
  let other: ApiClient;
  const ids = {} as {
    harbour: number; fortress: number; story: number; form: number; webPage: number;
    demoGame: number; demoStory: number; demoForm: number;
  };

  const named = (rows: { id: number; title?: string }[], title: string) => {
    const row = rows.find((r) => r.title === title);
    expect(row, `seeded "${title}"`).toBeDefined();
    return row!.id;
  };

  beforeAll(async () => {
    server = await startServer({ database });
    fjord = api(server, await server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    demo = api(server, await server.login(DEMO_COMPANY.email, DEMO_COMPANY.password));
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
    const fjordGames = (await fjord.get('/api/game')).body.data.games;
    ids.harbour = named(fjordGames, 'Boat hall quiz');
    ids.fortress = named(fjordGames, 'Fishing huts quick quiz');
    ids.story = (await fjord.get('/api/story')).body.data.story[0].id;
    ids.form = (await fjord.get('/api/form')).body.data.items[0].id;
    ids.webPage = (await fjord.get('/api/web_page')).body.data.items[0].id;
    ids.demoGame = named((await demo.get('/api/game')).body.data.games, 'Harbour quiz');
    ids.demoStory = (await demo.get('/api/story')).body.data.story[0].id;
    ids.demoForm = (await demo.get('/api/form')).body.data.items[0].id;
  });
  afterAll(async () => { await server?.close(); });

  const create = async (doc: Record<string, unknown> | FormData, client: ApiClient = fjord) => {
    const res = await client.post('/api/station', doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as LegacyItem;
  };
  const stored = async (id: number, client: ApiClient = fjord) => {
    const res = await client.get(`/api/station/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.items as LegacyItem;
  };
  const listed = async (client: ApiClient = fjord) => {
    const res = await client.get('/api/station', { 'x-include-archived': '1' });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('items');
    return res.body.data.stations as LegacyItem[];
  };
  const links = async (stationId: number, client: ApiClient = fjord) => {
    const res = await client.get(`/api/station/${stationId}/links/games`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.links as Link[];
  };
  const linksOf = async (gameId: number, client: ApiClient = fjord) => {
    const res = await client.get(`/api/station/links/games/of/${gameId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.links as OwnerLink[];
  };
  // The distinct fields a 400 names (a value can break two keywords of one field, e.g. type and enum).
  const fieldsOf = (res: ApiResponse) => [...new Set(((res.body?.errors ?? []) as { field: string }[]).map((e) => e.field))].sort();
  const refused = (res: ApiResponse, fields: string[], what = '') => {
    expect(res.status, `${what} ${JSON.stringify(res.body)}`).toBe(400);
    expect(fieldsOf(res), what).toEqual([...fields].sort());
  };

  it('lists both shapes under data.stations: the fjord museum’s seeded stations are legacy with their linked games', async () => {
    const mine = await listed();
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.map((s) => s.variant))).toEqual(new Set(['legacy']));
    const boatHall = mine.find((s) => s.navn === 'Boat hall');
    expect(boatHall).toMatchObject({ title: 'The boat hall', variant: 'legacy', is_need_close_to_beacon: 1 });
    const item = await stored(boatHall!.id);
    expect(item.games).toEqual([
      { id: ids.harbour, navn: 'Boat hall quiz', link_id: expect.any(Number) },
      { id: ids.fortress, navn: 'Fishing huts quick quiz', link_id: expect.any(Number) },
    ]);
    expect(item.activities).toEqual([{ kind: 'game', id: ids.harbour }, { kind: 'story', id: expect.any(Number) }, {}, {}]);
    expect(item).toHaveProperty('refs');
    expect(item.refs?.['activities.0.id']).toMatchObject({ kind: 'game', id: ids.harbour });

    const demoStations = (await demo.get('/api/station')).body.data.stations as LegacyItem[];
    expect(demoStations.length).toBeGreaterThan(0);
    expect(new Set(demoStations.map((s) => s.variant))).toEqual(new Set(['newer']));
    // The newer shape carries no linked games.
    expect(await stored(demoStations[0].id, demo)).not.toHaveProperty('games');
  });

  it('creates a station as multipart with a picture, audio and two linked games, serving the stored files', async () => {
    const navn = unique('Net loft');
    const jpeg = tinyJpeg();
    const mp3 = tinyMp3();
    const res = await fjord.post('/api/station', multipart({
      picture: file(jpeg, 'loft.jpg', 'image/jpeg'),
      audio: file(mp3, 'loft.mp3', 'audio/mpeg'),
      navn, title: 'The net loft', beacon_id: 'NL7', range: '4', text: 'Nets hang to dry.', ingress: 'Upstairs.',
      latitude: '60.3711', longitude: '6.1391', form_id: String(ids.form), is_need_close_to_beacon: '1',
      gameStation: [ids.harbour, ids.fortress],
    }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = res.body.data as LegacyItem;
    expect(made).toMatchObject({
      navn, title: 'The net loft', variant: 'legacy', beacon_id: 'NL7', range: 4, latitude: 60.3711, longitude: 6.1391,
      form_id: ids.form, is_need_close_to_beacon: 1, text: 'Nets hang to dry.', ingress: 'Upstairs.',
    });
    expect(made.picture).toMatch(/^[A-Za-z0-9_-]+\.jpg$/);
    expect(made.audio).toMatch(/^[A-Za-z0-9_-]+\.mp3$/);
    expect(made.picture).not.toContain('loft');

    const item = await stored(made.id);
    expect(item).toMatchObject({ navn, picture: made.picture, audio: made.audio, is_need_close_to_beacon: 1, form_id: ids.form });
    expect(item.games).toEqual([
      { id: ids.harbour, navn: 'Boat hall quiz', link_id: expect.any(Number) },
      { id: ids.fortress, navn: 'Fishing huts quick quiz', link_id: expect.any(Number) },
    ]);
    expect(item.refs?.form_id).toMatchObject({ kind: 'form', id: ids.form });

    const picture = await fetch(`${server.url}/public/image/${made.picture}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(Buffer.from(await picture.arrayBuffer()).equals(Buffer.from(jpeg))).toBe(true);
    const audio = await fetch(`${server.url}/public/audio/${made.audio}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toMatch(/^audio\/mpeg/);
    expect(Buffer.from(await audio.arrayBuffer()).equals(Buffer.from(mp3))).toBe(true);

    const inList = (await listed()).find((s) => s.id === made.id);
    expect(inList).toMatchObject({ navn, variant: 'legacy' });
  });

  it('refuses a file whose content is not the field’s media type (audio as picture, picture as audio), storing nothing', async () => {
    // SPEC §7/§9: picture and thumbnail are images, audio is audio, video is video; the file name a
    // field holds is served under that type (/public/image/…), so a sound stored as a picture never shows.
    const before = (await listed()).length;
    const media = join(server.dataDir, 'media');
    const filesBefore = filesUnder(media).length;
    const cases: [string, File][] = [
      ['picture', file(tinyMp3(), 'hall.jpg', 'image/jpeg')],
      ['thumbnail', file(tinyMp3(), 'thumb.jpg', 'image/jpeg')],
      ['audio', file(tinyJpeg(), 'guide.mp3', 'audio/mpeg')],
      ['video', file(tinyJpeg(), 'film.mp4', 'video/mp4')],
    ];
    for (const [field, wrong] of cases) {
      const res = await fjord.post('/api/station', multipart({ ...legacyDoc(), [field]: wrong }));
      expect([400, 415], `${field}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    expect((await listed()).length).toBe(before);
    expect(filesUnder(media).length).toBe(filesBefore);
  });

  it('reads gameStation as repeated fields, as gameStation[] and as a JSON array', async () => {
    const bracketed = await create(multipart({ ...legacyDoc(), 'gameStation[]': [ids.fortress, ids.harbour] }));
    expect((await stored(bracketed.id)).games?.map((g) => g.id)).toEqual([ids.fortress, ids.harbour]);
    const single = await create(multipart({ ...legacyDoc(), 'gameStation[]': [ids.harbour] }));
    expect((await stored(single.id)).games?.map((g) => g.id)).toEqual([ids.harbour]);
    const json = await create({ ...legacyDoc(), gameStation: [ids.harbour, ids.fortress] });
    expect((await stored(json.id)).games?.map((g) => [g.id, g.navn])).toEqual([[ids.harbour, 'Boat hall quiz'], [ids.fortress, 'Fishing huts quick quiz']]);
    const none = await create(legacyDoc());
    expect((await stored(none.id)).games).toEqual([]);
  });

  it('updates as multipart with id, name (as navn) and version, making the linked games exactly gameStation', async () => {
    const made = await create(multipart({ ...legacyDoc(), gameStation: [ids.harbour, ids.fortress] }));
    const before = await stored(made.id);
    const renamed = unique('Renamed loft');
    const res = await fjord.post(`/api/station/update/${made.id}`, multipart({
      id: String(made.id), name: renamed, title: 'Renamed title', range: '7', version: String(before.version),
      is_need_close_to_beacon: '0', gameStation: [ids.fortress],
    }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: made.id, navn: renamed, title: 'Renamed title', range: 7, is_need_close_to_beacon: 0, variant: 'legacy' });
    expect(res.body.data.version).toBeGreaterThan(before.version);
    expect(res.body.data).not.toHaveProperty('name');
    const after = await stored(made.id);
    expect(after).toMatchObject({ navn: renamed, range: 7, is_need_close_to_beacon: 0 });
    // The link to the game that stayed keeps its id.
    const kept = before.games!.find((g) => g.id === ids.fortress)!;
    expect(after.games).toEqual([{ id: ids.fortress, navn: 'Fishing huts quick quiz', link_id: kept.link_id }]);
    expect((await links(made.id)).map((l) => l.target_id)).toEqual([ids.fortress]);

    // navn wins over name when both are sent; no gameStation leaves the links as they are.
    const both = await fjord.post(`/api/station/update/${made.id}`, multipart({
      id: String(made.id), name: 'Ignored name', navn: 'Sent navn', title: 'Renamed title', range: '7', version: String(after.version),
    }));
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.data.navn).toBe('Sent navn');
    expect((await stored(made.id)).games?.map((g) => g.id)).toEqual([ids.fortress]);

    // The console sends the item back as it read it: `games` (and `refs`) are wire-only and change no link.
    const { refs: _refs, ...read } = await stored(made.id);
    const echoed = await fjord.post(`/api/station/update/${made.id}`, { ...read, games: [] });
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    expect(echoed.body.data).not.toHaveProperty('games');
    expect((await stored(made.id)).games?.map((g) => g.id)).toEqual([ids.fortress]);

    // An empty JSON list unlinks everything.
    const cleared = await fjord.post(`/api/station/update/${made.id}`, { ...legacyDoc('Sent navn'), version: echoed.body.data.version, gameStation: [] });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((await stored(made.id)).games).toEqual([]);
    expect(await links(made.id)).toEqual([]);
  });

  it('stores is_need_close_to_beacon as 1/0 and refuses true, 2 and text', async () => {
    const one = await create(multipart({ ...legacyDoc(), is_need_close_to_beacon: '1' }));
    expect((await stored(one.id)).is_need_close_to_beacon).toBe(1);
    const zero = await create(multipart({ ...legacyDoc(), is_need_close_to_beacon: '0' }));
    expect((await stored(zero.id)).is_need_close_to_beacon).toBe(0);
    const jsonZero = await create(legacyDoc(undefined, { is_need_close_to_beacon: 0 }));
    expect(jsonZero.is_need_close_to_beacon).toBe(0);
    expect((await stored(jsonZero.id)).is_need_close_to_beacon).toBe(0);
    const jsonOne = await create(legacyDoc(undefined, { is_need_close_to_beacon: 1 }));
    expect((await stored(jsonOne.id)).is_need_close_to_beacon).toBe(1);
    // Absent: the variant's default, 0.
    expect((await stored((await create(legacyDoc())).id)).is_need_close_to_beacon).toBe(0);

    const before = (await listed()).length;
    for (const bad of [true, false, 2, -1, '1', 0.5]) {
      refused(await fjord.post('/api/station', legacyDoc(undefined, { is_need_close_to_beacon: bad })), ['is_need_close_to_beacon'], `JSON ${JSON.stringify(bad)}`);
    }
    for (const bad of ['true', '2', 'yes']) {
      refused(await fjord.post('/api/station', multipart({ ...legacyDoc(), is_need_close_to_beacon: bad })), ['is_need_close_to_beacon'], `multipart ${bad}`);
    }
    // And on update.
    const upd = await fjord.post(`/api/station/update/${one.id}`, { ...legacyDoc(one.navn), version: one.version, is_need_close_to_beacon: true });
    refused(upd, ['is_need_close_to_beacon'], 'update true');
    expect((await stored(one.id))).toMatchObject({ is_need_close_to_beacon: 1, version: one.version });
    expect((await listed()).length).toBe(before);
  });

  it('refuses a station without navn, title or range in the kind’s words, storing nothing (no uploaded file either)', async () => {
    const before = (await listed()).length;
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['navn', { title: 'No name', range: 3 }, 'Station Name is required', 'field.station.navn.required'],
      ['range', { navn: 'No range', title: 'No range' }, 'Range is required', 'field.station.range.required'],
      ['title', { navn: 'No title', range: 3 }, 'Station Title is required', 'field.station.title.required'],
    ];
    for (const [field, doc, message, messageId] of cases) {
      const res = await fjord.post('/api/station', doc);
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toBe(message);
      expect(res.body.errors, field).toEqual([{ field, message, messageId }]);
    }
    const blank = await fjord.post('/api/station', { navn: '', title: 'Blank name', range: 3 });
    refused(blank, ['navn'], 'empty navn');
    for (const range of [0, 100, 2.5]) refused(await fjord.post('/api/station', legacyDoc(undefined, { range })), ['range'], `range ${range}`);

    // The same through multipart; a picture sent with a refused create is not kept.
    const media = join(server.dataDir, 'media');
    const filesBefore = filesUnder(media).length;
    const res = await fjord.post('/api/station', multipart({ title: 'Multipart without name', range: '3', picture: file(tinyJpeg(), 'x.jpg', 'image/jpeg') }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Station Name is required');
    expect(filesUnder(media).length).toBe(filesBefore);
    // A file that is not what it claims is refused by its content.
    const fake = await fjord.post('/api/station', multipart({ ...legacyDoc(), picture: file(Buffer.from('<!doctype html><html><body>not a picture</body></html>'), 'x.jpg', 'image/jpeg') }));
    expect(fake.status).toBe(415);
    expect((await listed()).length).toBe(before);
  });

  it('unlinks a game by the SPEC alias and by the generic path, the list showing what is left', async () => {
    const made = await create({ ...legacyDoc(), gameStation: [ids.harbour, ids.fortress] });
    expect((await links(made.id)).map((l) => [l.target_id, l.target.title])).toEqual([[ids.harbour, 'Boat hall quiz'], [ids.fortress, 'Fishing huts quick quiz']]);
    const gone = await fjord.get(`/api/unlink/game/${ids.harbour}/station/${made.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body).toMatchObject({ code: 200, status: 'success', message: 'Successfully Deleted' });
    const left = await links(made.id);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ owner_id: made.id, target_id: ids.fortress, target: { id: ids.fortress, title: 'Fishing huts quick quiz' } });
    expect((await stored(made.id)).games?.map((g) => g.id)).toEqual([ids.fortress]);
    expect((await linksOf(ids.harbour)).map((l) => l.owner_id)).not.toContain(made.id);
    // Unlinking what is not linked any more is a 404.
    expect((await fjord.get(`/api/unlink/game/${ids.harbour}/station/${made.id}`)).status).toBe(404);

    const generic = await fjord.get(`/api/station/${made.id}/links/games/unlink/${ids.fortress}`);
    expect(generic.status, JSON.stringify(generic.body)).toBe(200);
    expect(await links(made.id)).toEqual([]);
    expect((await stored(made.id)).games).toEqual([]);
  });

  it('links a game from the game’s side: the station shows in links/games/of/{game} and in the station’s games', async () => {
    const made = await create(legacyDoc(unique('Rope walk')));
    expect(await linksOf(ids.fortress).then((l) => l.map((x) => x.owner_id))).not.toContain(made.id);
    const add = await fjord.get(`/api/station/${made.id}/links/games/add/${ids.fortress}`);
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    expect(add.body.data).toMatchObject({ owner_id: made.id, target_id: ids.fortress, target: { title: 'Fishing huts quick quiz' } });

    const of = (await linksOf(ids.fortress)).find((l) => l.owner_id === made.id);
    expect(of).toMatchObject({ id: add.body.data.id, target_id: ids.fortress, owner: { id: made.id, title: made.navn } });
    expect((await stored(made.id)).games).toEqual([{ id: ids.fortress, navn: 'Fishing huts quick quiz', link_id: add.body.data.id }]);
    // Once only.
    expect((await fjord.get(`/api/station/${made.id}/links/games/add/${ids.fortress}`)).status).toBe(409);
    // Only games: a story id is not a game of this company.
    expect((await fjord.get(`/api/station/${made.id}/links/games/add/${ids.story}`)).status).toBe(400);
    expect((await fjord.get(`/api/station/links/games/of/${ids.story}`)).status).toBe(404);
  });

  it('refuses gameStation naming another company’s game (or no game) with 400, creating and changing nothing', async () => {
    const before = await listed();
    const harbourLinks = (await linksOf(ids.harbour)).length;
    const navn = unique('Smuggled');
    const res = await fjord.post('/api/station', { ...legacyDoc(navn), gameStation: [ids.harbour, ids.demoGame] });
    refused(res, ['gameStation.1'], 'another company’s game');
    expect(JSON.stringify(res.body)).not.toContain('Harbour quiz');
    const multi = await fjord.post('/api/station', multipart({ ...legacyDoc(navn), gameStation: [ids.demoGame] }));
    refused(multi, ['gameStation.0'], 'multipart, another company’s game');
    refused(await fjord.post('/api/station', { ...legacyDoc(navn), gameStation: [ids.story] }), ['gameStation.0'], 'a story id');
    refused(await fjord.post('/api/station', { ...legacyDoc(navn), gameStation: ['abc'] }), ['gameStation.0'], 'not an id');
    refused(await fjord.post('/api/station', { ...legacyDoc(navn), gameStation: [ids.harbour, ids.harbour] }), ['gameStation.1'], 'twice');
    const after = await listed();
    expect(after.length).toBe(before.length);
    expect(after.map((s) => s.navn)).not.toContain(navn);
    expect((await linksOf(ids.harbour)).length).toBe(harbourLinks);

    // On update, the station and its links stay as they were.
    const made = await create({ ...legacyDoc(), gameStation: [ids.harbour] });
    const upd = await fjord.post(`/api/station/update/${made.id}`, { ...legacyDoc(made.navn), version: made.version, gameStation: [ids.demoGame] });
    refused(upd, ['gameStation.0'], 'update');
    const kept = await stored(made.id);
    expect(kept.version).toBe(made.version);
    expect(kept.games?.map((g) => g.id)).toEqual([ids.harbour]);
    // The demo game gained no station.
    expect(await linksOf(ids.demoGame, demo)).toEqual([]);
  });

  it('round-trips activity slots holding a game and a story, and a form reference', async () => {
    const activities = [{ kind: 'game', id: ids.harbour }, {}, { kind: 'story', id: ids.story }, { kind: 'web_page', id: ids.webPage }];
    const made = await create(legacyDoc(undefined, { activities, form_id: ids.form }));
    expect(made.activities).toEqual(activities);
    const item = await stored(made.id);
    expect(item.activities).toEqual(activities);
    expect(item.refs).toMatchObject({
      'activities.0.id': { kind: 'game', id: ids.harbour, title: 'Boat hall quiz' },
      'activities.2.id': { kind: 'story', id: ids.story },
      'activities.3.id': { kind: 'web_page', id: ids.webPage },
      form_id: { kind: 'form', id: ids.form },
    });
    expect((await listed()).find((s) => s.id === made.id)).toBeDefined();

    const moved = [{ kind: 'form', id: ids.form }, { kind: 'story', id: ids.story }, {}, {}];
    const upd = await fjord.post(`/api/station/update/${made.id}`, { ...legacyDoc(made.navn), activities: moved, version: made.version });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect((await stored(made.id)).activities).toEqual(moved);
  });

  it('refuses activity slots and form_id that point at another company’s item, the wrong kind, or no kind', async () => {
    const before = (await listed()).length;
    const slots = (slot: Slot | Record<string, unknown>, at = 1) => Array.from({ length: 4 }, (_, i) => (i === at ? slot : {}));
    const cases: [string, Record<string, unknown>, string, string?][] = [
      ['another company’s game', { activities: slots({ kind: 'game', id: ids.demoGame }) }, 'activities.1.id'],
      ['another company’s story', { activities: slots({ kind: 'story', id: ids.demoStory }, 2) }, 'activities.2.id'],
      ['a game id as a story', { activities: slots({ kind: 'story', id: ids.harbour }) }, 'activities.1.id'],
      ['a story id as a game', { activities: slots({ kind: 'game', id: ids.story }, 3) }, 'activities.3.id'],
      ['an id without a kind', { activities: slots({ id: ids.harbour }, 2) }, 'activities.2.kind'],
      // The schema's own check: a sentence naming the field by its label.
      ['an unknown kind', { activities: slots({ kind: 'question', id: ids.harbour }) }, 'activities.1.kind', 'Activity type has a value that is not one of the choices'],
      ['another company’s form', { form_id: ids.demoForm }, 'form_id'],
      ['a game as the form', { form_id: ids.harbour }, 'form_id'],
    ];
    for (const [what, extra, field, sentence] of cases) {
      const res = await fjord.post('/api/station', legacyDoc(undefined, extra));
      refused(res, [field], what);
      if (sentence) expect(res.body.message, what).toBe(sentence);
      // A sentence naming the slot by its label and position, never the field's path.
      else expect(res.body.message, what).not.toMatch(/activities\.\d|form_id/);
      expect(JSON.stringify(res.body), what).not.toContain('Harbour quiz');
    }
    for (const n of [3, 5]) {
      refused(await fjord.post('/api/station', legacyDoc(undefined, { activities: Array.from({ length: n }, () => ({})) })), ['activities'], `${n} slots`);
    }
    expect((await listed()).length).toBe(before);
  });

  it('clears an activity slot’s id and drops the link when the game it names is destroyed', async () => {
    const game = (await fjord.post('/api/game', { title: unique('Doomed quiz') })).body.data as { id: number };
    expect(game.id).toBeGreaterThan(0);
    const made = await create({
      ...legacyDoc(undefined, { activities: [{ kind: 'game', id: game.id }, { kind: 'story', id: ids.story }, {}, {}] }),
      gameStation: [game.id, ids.harbour],
    });
    expect((await stored(made.id)).games?.map((g) => g.id)).toEqual([game.id, ids.harbour]);
    const destroyed = await fjord.get(`/api/game/destroy/${game.id}`);
    expect(destroyed.status, JSON.stringify(destroyed.body)).toBe(200);
    const after = await stored(made.id);
    expect(after.activities).toHaveLength(4);
    expect(after.activities?.[0]).not.toHaveProperty('id');
    expect(after.activities?.slice(1)).toEqual([{ kind: 'story', id: ids.story }, {}, {}]);
    expect(after.refs).not.toHaveProperty('activities.0.id');
    expect(after.refs?.['activities.1.id']).toMatchObject({ kind: 'story', id: ids.story });
    expect(after.games?.map((g) => g.id)).toEqual([ids.harbour]);
    expect((await links(made.id)).map((l) => l.target_id)).toEqual([ids.harbour]);
    expect(after.version).toBeGreaterThan(made.version);
    // The station still saves as it now is.
    const { refs: _refs, games: _games, ...doc } = after;
    const saved = await fjord.post(`/api/station/update/${made.id}`, doc);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('refuses gameStation from a client on the newer shape, which has no linked games', async () => {
    const before = (await listed(demo)).length;
    const res = await demo.post('/api/station', { ...newerDoc(), gameStation: [ids.demoGame] });
    refused(res, ['gameStation'], 'newer create');
    expect(res.body.message).toMatch(/^gameStation/);
    expect((await listed(demo)).length).toBe(before);
    const pin = await create(newerDoc(), demo);
    expect(pin.variant).toBe('newer');
    const upd = await demo.post(`/api/station/update/${pin.id}`, { ...newerDoc(pin.title as string), version: pin.version, gameStation: [] });
    refused(upd, ['gameStation'], 'newer update');
    // The legacy fields are not the newer shape's: navn is dropped, not stored.
    const legacyish = await create({ ...newerDoc(), navn: 'Not a newer field' }, demo);
    expect(await stored(legacyish.id, demo)).not.toHaveProperty('navn');
  });

  it('does not link a game to a newer-shape station through the generic relation path either', async () => {
    // The relation `games` is declared for the legacy shape only (plugins/station/index.ts, variants: ['legacy']).
    // A link made here would be invisible in the station (GET sends no `games` for the newer shape) and no
    // screen of that shape could remove it, yet the game editor (links/games/of) would list the station.
    const pin = await create(newerDoc(), demo);
    const added = await demo.get(`/api/station/${pin.id}/links/games/add/${ids.demoGame}`);
    expect([400, 404], `newer add: ${added.status} ${JSON.stringify(added.body)}`).toContain(added.status);
    expect((await linksOf(ids.demoGame, demo)).map((l) => l.owner_id)).not.toContain(pin.id);
  });

  describe('tenant isolation', () => {
    interface Case { label: string; owner: () => ApiClient; outsiders: () => [string, ApiClient][]; doc: () => Record<string, unknown>; game: () => number; foreignGame: () => number }
    const cases: Case[] = [
      {
        label: 'a legacy station of the fjord museum',
        owner: () => fjord,
        outsiders: () => [['demo', demo], ['other', other]],
        doc: () => ({ ...legacyDoc(unique('Private hall')), gameStation: [ids.harbour] }),
        game: () => ids.harbour,
        foreignGame: () => ids.demoGame,
      },
      {
        label: 'a newer station of the demo company',
        owner: () => demo,
        outsiders: () => [['fjord', fjord], ['other', other]],
        doc: () => newerDoc(unique('Private pin')),
        game: () => ids.demoGame,
        foreignGame: () => ids.harbour,
      },
    ];

    it.each(cases)('answers 404 to other companies on every endpoint of $label and changes nothing', async (c) => {
      const owner = c.owner();
      const doc = c.doc();
      const made = await create(doc, owner);
      const secret = String(doc.navn ?? doc.title);
      expect((await owner.get(`/api/station/publish/${made.id}`)).status).toBe(200);
      const before = await stored(made.id, owner);
      const linksBefore = (await owner.get(`/api/station/${made.id}/links/games`)).body;
      const ofBefore = (await owner.get(`/api/station/links/games/of/${c.game()}`)).body;

      for (const [who, outsider] of c.outsiders()) {
        const outsiderGame = who === 'fjord' ? ids.harbour : who === 'demo' ? ids.demoGame : undefined;
        const calls: [string, () => Promise<ApiResponse>][] = [
          ['get', () => outsider.get(`/api/station/${made.id}`)],
          ['update (JSON)', () => outsider.post(`/api/station/update/${made.id}`, { ...doc, title: 'Hijacked', navn: 'Hijacked', version: before.version })],
          ['update (multipart)', () => outsider.post(`/api/station/update/${made.id}`, multipart({ id: String(made.id), name: 'Hijacked', title: 'Hijacked', range: '3', version: String(before.version) }))],
          ['publish', () => outsider.get(`/api/station/publish/${made.id}`)],
          ['un-publish', () => outsider.get(`/api/station/un-publish/${made.id}`)],
          ['delete', () => outsider.get(`/api/station/delete/${made.id}`)],
          ['restore', () => outsider.get(`/api/station/restore/${made.id}`)],
          ['destroy', () => outsider.get(`/api/station/destroy/${made.id}`)],
          ['sync', () => outsider.post('/api/station-sync', { ids: [made.id] })],
          ['unlink alias', () => outsider.get(`/api/unlink/game/${c.game()}/station/${made.id}`)],
          ['links list', () => outsider.get(`/api/station/${made.id}/links/games`)],
          ['links add (owner’s game)', () => outsider.get(`/api/station/${made.id}/links/games/add/${c.game()}`)],
          ['links unlink', () => outsider.get(`/api/station/${made.id}/links/games/unlink/${c.game()}`)],
          ['links of (owner’s game)', () => outsider.get(`/api/station/links/games/of/${c.game()}`)],
          ...(outsiderGame === undefined ? [] : [
            ['links add (own game)', () => outsider.get(`/api/station/${made.id}/links/games/add/${outsiderGame}`)],
            ['unlink alias (own game)', () => outsider.get(`/api/unlink/game/${outsiderGame}/station/${made.id}`)],
          ] as [string, () => Promise<ApiResponse>][]),
        ];
        for (const [name, call] of calls) {
          const res = await call();
          expect(res.status, `${who} ${name}: ${JSON.stringify(res.body)}`).toBe(404);
          expect(JSON.stringify(res.body), `${who} ${name}`).not.toContain(secret);
        }
        const theirs = (await outsider.get('/api/station', { 'x-include-archived': '1' })).body.data.stations as LegacyItem[];
        expect(theirs.map((s) => s.id), who).not.toContain(made.id);
        expect(JSON.stringify(theirs), who).not.toContain(secret);
      }

      // The owner cannot link another company's game to its own station either.
      expect((await owner.get(`/api/station/${made.id}/links/games/add/${c.foreignGame()}`)).status).toBe(400);
      expect((await owner.get(`/api/station/links/games/of/${c.foreignGame()}`)).status).toBe(404);

      expect(await stored(made.id, owner)).toEqual(before);
      expect(before.state).toBe('published');
      expect((await owner.get(`/api/station/${made.id}/links/games`)).body).toEqual(linksBefore);
      expect((await owner.get(`/api/station/links/games/of/${c.game()}`)).body).toEqual(ofBefore);
    });
  });
});
