import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// The Info/Dashboard screen's one call (issue 16): counts by state, the activity log (newest entries
// and 30 days of edits and publishes), what a visitor would stumble on, and what is coming up.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const DAY = 86_400_000;
/** Today's date (`YYYY-MM-DD`) on a zone's clock. */
const dateIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

type Fault = { kind: string; id: number; title: string; type: string; at: string; message: string; values?: Record<string, unknown>; text: string };

describe.each(availableDatabases())('the dashboard overview on %s', (database) => {
  const s = signedInServer({ database });

  const overview = async (client: ApiClient = s.client, headers: Record<string, string> = {}) =>
    (await answered(client.get('/api/overview', headers))).data;
  const create = async (entity: string, body: Record<string, unknown>, client: ApiClient = s.client) =>
    (await answered(client.post(`/api/${entity}`, body), 201)).data as { id: number; version: number };
  const faultsOf = (data: { faults: Fault[] }, kind: string, id: number) => data.faults.filter((f) => f.kind === kind && f.id === id);
  const today = (data: { activity: { edits: number; publishes: number }[] }) => data.activity[data.activity.length - 1];

  it('answers only a signed-in user', async () => {
    await refusedWith(api(s.server).get('/api/overview'), 401);
  });

  it('finds each kind of fault on the field it is about, in the language asked for', async () => {
    const station = await create('station', { title: unique('Nowhere station') });
    const placed = await create('station', { title: unique('Beacon station'), beacon_id: 'B12' });
    const story = await create('story', {
      name: unique('Lost story'), title: 'Lost', ingress: 'In short', text: 'The story.',
      pages: [{ id: -1, page_title: 'Start', text: 'Here.', is_end: true }, { id: -2, page_title: 'Island', text: 'Nobody comes here.', is_end: true }],
    });
    const emptyGame = await create('game', { title: unique('Empty game') });
    const question = await create('question', { title: unique('Old question'), type: 'yes_no', points: 5, answer: 'yes' });
    const quiz = await create('game', { title: unique('Quiz'), q_as: [{ question_id: question.id }] });
    await answered(s.client.get(`/api/question/delete/${question.id}`));
    const programme = await create('story', { name: unique('Programme story'), title: 'On stage', ingress: 'In short', text: 'The story.', pages: [] });
    const event = await create('event', { title: unique('Festival'), starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z' });
    await answered(s.client.get(`/api/story-as-event/${programme.id}/${event.id}`), 201);
    await answered(s.client.get(`/api/story/delete/${programme.id}`));
    const page = await create('web_page', { title: unique('Opening hours'), url: 'https://example.org/hours' });
    const pictured = await create('story', {
      name: unique('Pictured story'), title: 'Pictured', ingress: 'In short', text: 'The story.', thumbnail: 'nowhere.jpg',
      pages: [{ id: -1, page_title: 'Only', text: 'Here.', is_end: true, picture: 'gone-picture.png' }],
    });

    const data = await overview();
    const lintOf = (d: { faults: Fault[] }, kind: string, id: number) => faultsOf(d, kind, id).filter((f) => f.type === 'lint');
    expect(lintOf(data, 'station', station.id)).toEqual([expect.objectContaining({
      type: 'lint', at: '/latitude', message: 'rule.station.notPlaced',
      text: 'Visitors cannot find this station: it has neither a position on the map nor a beacon id',
    })]);
    expect(lintOf(data, 'station', placed.id)).toEqual([]);
    expect(faultsOf(data, 'story', story.id)).toContainEqual(expect.objectContaining({ type: 'lint', at: '/pages/1', message: 'rule.story.lint.unreachable', values: { page: 'Island' } }));
    expect(faultsOf(data, 'game', emptyGame.id)).toContainEqual(expect.objectContaining({ type: 'lint', at: '/q_as', message: 'rule.game.challengeNeeded' }));
    expect(faultsOf(data, 'game', quiz.id)).toContainEqual(expect.objectContaining({
      type: 'reference', at: '/q_as/0/question_id', message: 'readiness.reference', values: expect.objectContaining({ kind: 'question' }),
    }));
    const hole = faultsOf(data, 'event', event.id).find((f) => f.type === 'reference')!;
    expect(hole).toMatchObject({ at: '/contents', values: { kind: 'story', title: expect.stringMatching(/^Programme story/) } });
    expect(hole.text).toMatch(/^Points at “Programme story .*”, which is archived/);
    expect(faultsOf(data, 'web_page', page.id)).toEqual([expect.objectContaining({
      type: 'translation', at: '/title', message: 'readiness.translation', values: { language: 'es', count: 1 }, text: 'Texts missing or out of date in Spanish: 1',
    })]);
    const media = faultsOf(data, 'story', pictured.id).filter((f) => f.type === 'media');
    expect(media.map((f) => [f.at, f.values?.file])).toEqual([['/thumbnail', 'nowhere.jpg'], ['/pages/0/picture', 'gone-picture.png']]);
    // Archived items are no visitor's concern; the faults come sorted by kind, then title.
    expect(faultsOf(data, 'story', programme.id)).toEqual([]);
    expect(data.faultCount).toBe(data.faults.length);
    const order = data.faults.map((f: Fault) => f.kind);
    expect(order).toEqual([...order].sort());

    const es = await overview(s.client, { 'accept-language': 'es' });
    expect(lintOf(es, 'station', station.id)[0].text).toBe('Los visitantes no pueden encontrar esta estación: no tiene ni posición en el mapa ni ID de baliza');
    expect(faultsOf(es, 'web_page', page.id)[0].text).toBe('Textos sin traducir o desactualizados en español: 1');

    // Fixing what was wrong clears the fault.
    await answered(s.client.post(`/api/web_page/update/${page.id}`, { version: page.version, title: 'Horario' }, { 'x-language-code': 'es' }));
    await answered(s.client.post(`/api/station/update/${station.id}`, { version: station.version, title: 'Placed now', latitude: 59.9, longitude: 10.7 }));
    const fixed = await overview();
    expect(faultsOf(fixed, 'web_page', page.id)).toEqual([]);
    expect(lintOf(fixed, 'station', station.id)).toEqual([]);
  });

  it('counts items by state for every kind, and follows publish and archive', async () => {
    const countOf = async () => (await overview()).counts.find((c: { kind: string }) => c.kind === 'web_page');
    const before = await countOf();
    const { counts } = await overview();
    expect(counts.map((c: { kind: string }) => c.kind)).toEqual(expect.arrayContaining(['story', 'station', 'game', 'event', 'web_page']));
    for (const c of counts) expect(c.total).toBe(c.published + c.draft + c.archived);

    const page = await create('web_page', { title: unique('Counted page'), url: 'https://example.org/c' });
    expect(await countOf()).toEqual({ ...before, total: before.total + 1, draft: before.draft + 1 });
    await answered(s.client.get(`/api/web_page/publish/${page.id}`));
    expect(await countOf()).toEqual({ ...before, total: before.total + 1, published: before.published + 1 });
    await answered(s.client.get(`/api/web_page/delete/${page.id}`));
    expect(await countOf()).toEqual({ ...before, total: before.total + 1, archived: before.archived + 1 });
  });

  it('lists the newest actions with who did them, destroyed items too, and counts today’s edits and publishes', async () => {
    const before = today(await overview());
    const title = unique('Logged page');
    const page = await create('web_page', { title, url: 'https://example.org/l' });
    await answered(s.client.post(`/api/web_page/update/${page.id}`, { version: page.version, title, url: 'https://example.org/l2' }));
    await answered(s.client.post(`/api/web_page/update/${page.id}`, { version: page.version + 1, title: 'Página' }, { 'x-language-code': 'es' }));
    await answered(s.client.get(`/api/web_page/publish/${page.id}`));
    await answered(s.client.get(`/api/web_page/delete/${page.id}`));
    await answered(s.client.get(`/api/web_page/destroy/${page.id}`));

    const data = await overview();
    expect(data.recent.slice(0, 6).map((r: { action: string }) => r.action)).toEqual(['destroy', 'delete', 'publish', 'update', 'update', 'create']);
    expect(data.recent[0]).toMatchObject({ kind: 'web_page', id: page.id, title, user: { email: DEMO_COMPANY.email } });
    expect(Date.now() - Date.parse(data.recent[0].at)).toBeLessThan(DAY);

    expect(data.activity).toHaveLength(30);
    const days = data.activity.map((d: { day: string }) => d.day);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(30);
    // Days are on the company's clock (its settings' time zone).
    const zone = (await answered(s.client.get('/api/settings'))).data.time_zone;
    expect(days[29]).toBe(dateIn(zone));
    expect(today(data)).toEqual({ day: days[29], edits: before.edits + 5, publishes: before.publishes + 1 });
  });

  it('counts days on the company’s clock, far from UTC too', async () => {
    // A zone whose date differs from UTC's at this hour: 14 hours ahead, or 11 behind.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    expect(dateIn(zone)).not.toBe(dateIn('UTC'));
    await answered(s.other.post('/api/settings', { time_zone: zone }));
    try {
      await create('web_page', { title: unique('Island page'), url: 'https://example.org/i' }, s.other);
      const { activity } = await overview(s.other);
      expect(activity[29].day).toBe(dateIn(zone));
      expect(activity[29].edits).toBeGreaterThanOrEqual(1);
      expect(activity[0].day).toBe(dateIn(zone, new Date(Date.now() - 29 * DAY)));
    } finally {
      await answered(s.other.post('/api/settings', { time_zone: 'UTC' }));
    }
  });

  it('logs a change of an item’s links as an update of that item', async () => {
    const event = await create('event', { title: unique('Linked festival'), starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z' });
    const game = await create('game', { title: unique('Programme game') });
    await answered(s.client.get(`/api/games-as-event/${game.id}/${event.id}`), 201);
    expect((await overview()).recent[0]).toMatchObject({ kind: 'event', id: event.id, action: 'update' });
  });

  it('puts events of the coming days on the schedule, soonest first, and leaves out far and archived ones', async () => {
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const soonAt = at(3);
    const soon = await create('event', { title: unique('Harbour concert'), starts_at: soonAt, ends_at: at(3.1) });
    const sooner = await create('event', { title: unique('Boat race'), starts_at: at(1), ends_at: at(1.1) });
    const far = await create('event', { title: unique('Next summer'), starts_at: at(100), ends_at: at(100.1) });
    const gone = await create('event', { title: unique('Cancelled'), starts_at: at(2), ends_at: at(2.1) });
    await answered(s.client.get(`/api/event/delete/${gone.id}`));
    await answered(s.client.get(`/api/event/publish/${soon.id}`));

    const { scheduled } = await overview();
    const ids = scheduled.map((x: { id: number }) => x.id);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(gone.id);
    expect(scheduled.find((x: { id: number }) => x.id === soon.id)).toMatchObject({ kind: 'event', state: 'published', at: soonAt });
    const times = scheduled.map((x: { at: string }) => x.at);
    expect(times).toEqual([...times].sort());
  });

  it('shows each company only its own content, faults and activity', async () => {
    const mine = await create('station', { title: unique('Demo secret station') });
    const theirs = await create('station', { title: unique('Other unplaced station') }, s.other);
    const other = await overview(s.other);
    const demo = await overview();
    expect(JSON.stringify(other)).not.toContain('Demo secret station');
    expect(faultsOf(other, 'station', theirs.id)).toHaveLength(1);
    expect(faultsOf(demo, 'station', theirs.id)).toEqual([]);
    expect(faultsOf(other, 'station', mine.id)).toEqual([]);
    expect(other.recent[0]).toMatchObject({ id: theirs.id, user: { email: 'admin@other.test' } });
    expect(demo.recent.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    // The other company speaks one language: nothing is untranslated there.
    expect(other.faults.filter((f: Fault) => f.type === 'translation')).toEqual([]);
    expect(other.counts.find((c: { kind: string }) => c.kind === 'station')).toMatchObject({ total: 1, draft: 1 });
  });
});
