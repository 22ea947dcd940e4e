import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { isMultiTarget, relationPaths } from '../../src/core/relations.ts';
import { hasPublishStep, visitorState } from '../../src/core/visitorState.ts';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { mediaFields } from '../../src/server/overview/mediaFaults.ts';
import { oneKindRefsOf, relationsOf } from '../support/kindCapabilities.ts';
import { clientKind, DEMO, demoKinds, kindRegistry, kindWith } from '../support/kindRegistry.ts';
import { OTHER_COMPANY } from '../support/companies.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { changeFor, labelField, labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// The Info/Dashboard screen's one call: counts by state, the activity log (newest entries
// and 30 days of edits and publishes), what a visitor would stumble on, and what is coming up.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const DAY = 86_400_000;
/** Today's date (`YYYY-MM-DD`) on a zone's clock. */
const dateIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** A kind referring to another from a list (a game's challenges), with that reference. */
const LIST_REF = (() => {
  const kind = kindWith((k) => oneKindRefsOf(k).some((r) => r.path.length === 3 && r.path[1] === '*'));
  return kind && { kind, ref: oneKindRefsOf(kind).find((r) => r.path.length === 3 && r.path[1] === '*')! };
})();
/** A kind owning a relation (an event's programme). */
const OWNER = kindWith((k) => relationsOf(k).length > 0);
/** A kind with a media field at the top of its document, whose files the overview checks. */
const MEDIA = kindWith((k) => mediaFields(k.schema, k.uiSchema).some((f) => f.path.length === 1));
/** A kind placing items on the dashboard's schedule (an event's start). */
const SCHEDULED = kindWith((k) => !!k.scheduledAt);

/** The translatable texts at the top of a document, in schema order: what a new item lacks in another language. */
const translatable = (kind: ResolvedKind, doc: KindRecord) => Object.entries(kind.schema.properties ?? {})
  .filter(([name, p]) => p['x-localized'] === true && typeof doc[name] === 'string' && doc[name] !== '').map(([name]) => name);

/** Names files the company never stored in the document's media fields (at the top, and in the first of each list); answers where, as `[pointer, file]`. */
function withMissingMedia(kind: ResolvedKind, doc: KindRecord): [string, string][] {
  const out: [string, string][] = [];
  for (const { path } of mediaFields(kind.schema, kind.uiSchema)) {
    const file = `nowhere-${path.filter((p) => p !== '*').join('-')}.jpg`;
    if (path.length === 1) { doc[path[0]] = file; out.push([`/${path[0]}`, file]); }
    else if (path.length === 3 && path[1] === '*' && Array.isArray(doc[path[0]]) && (doc[path[0]] as unknown[]).length) {
      (doc[path[0]] as Record<string, unknown>[])[0][path[2]] = file;
      out.push([`/${path[0]}/0/${path[2]}`, file]);
    }
  }
  return out;
}

type Fault = { kind: string; id: number; title: string; type: string; at: string; message: string; values?: Record<string, unknown>; text: string };

describe.each(availableDatabases())('the dashboard overview on %s', (database) => {
  const s = signedInServer({ database });

  const overview = async (client: ApiClient = s.client, headers: Record<string, string> = {}) =>
    (await answered(client.get('/api/overview', headers))).data;
  const create = async (entity: string, body: Record<string, unknown>, client: ApiClient = s.client) =>
    (await answered(client.post(`/api/${entity}`, body), 201)).data as { id: number; version: number };
  const faultsOf = (data: { faults: Fault[] }, kind: string, id: number) => data.faults.filter((f) => f.kind === kind && f.id === id);
  const today = (data: { activity: { edits: number; publishes: number }[] }) => data.activity[data.activity.length - 1];
  /** A document of the kind pointing from its list at these items. */
  const listDoc = async (kind: ResolvedKind, path: readonly string[], ids: number[]) => {
    const [array, , field] = path;
    const base = await sampleDoc({ client: s.client, company: DEMO }, kind);
    const key = kind.schema.properties?.[array]?.['x-key'] as string | undefined;
    const { [key ?? '']: _, ...entry } = ((base[array] as Record<string, unknown>[] | undefined)?.[0] ?? {});
    return { ...labelled(kind, base, unique('Referrer')), [array]: ids.map((id) => ({ ...entry, [field]: id })) };
  };

  it('answers only a signed-in user', async () => {
    await refusedWith(api(s.server).get('/api/overview'), 401);
  });

  it('finds each type of fault on the field it is about, in the language asked for', async () => {
    const w = { client: s.client, company: DEMO };
    // Translation: a new item of the plain kind, none of its translatable texts in Spanish yet.
    const page = await create(PLAIN_KIND.api.entity, plainDoc(unique('Opening hours')));
    const texts = translatable(PLAIN_KIND, plainDoc('x'));
    // Reference: an item pointing from a list at an item that is then archived (a game's challenge at a question).
    let referrer: { id: number } | undefined;
    if (LIST_REF) {
      const target = clientKind(kindRegistry.get(LIST_REF.ref.target), DEMO);
      const old = await create(target.api.entity, labelled(target, await sampleDoc(w, target), unique('Old target')));
      referrer = await create(LIST_REF.kind.api.entity, await listDoc(LIST_REF.kind, LIST_REF.ref.path, [old.id]));
      await answered(s.client.get(`/api/${target.api.entity}/delete/${old.id}`));
    }
    // A relation hole: an owner linking an item that is then archived (an event's programme story).
    let owner: { id: number } | undefined;
    let linked: { id: number; title: string } | undefined;
    if (OWNER) {
      const { name, relation, targets } = relationsOf(OWNER)[0];
      const target = clientKind(kindRegistry.get(targets[0]), DEMO);
      const doc = labelled(target, await sampleDoc(w, target), unique('Programme item'));
      const made = await create(target.api.entity, doc);
      linked = { id: made.id, title: target.list.toListItem(doc).title };
      owner = await create(OWNER.api.entity, labelled(OWNER, await sampleDoc(w, OWNER), unique('Owner')));
      await answered(s.client.get(`/api${relationPaths.link(OWNER.api.entity, owner.id, name, made.id, isMultiTarget(relation) ? target.id : undefined)}`), 201);
      await answered(s.client.get(`/api/${target.api.entity}/delete/${made.id}`));
    }
    // Media: files the company never stored, in every media field the document has.
    let pictured: { id: number } | undefined;
    let missing: [string, string][] = [];
    if (MEDIA) {
      const doc = labelled(MEDIA, await sampleDoc(w, MEDIA), unique('Pictured'));
      missing = withMissingMedia(MEDIA, doc);
      pictured = await create(MEDIA.api.entity, doc);
    }

    const data = await overview();
    const translation = faultsOf(data, PLAIN_KIND.id, page.id);
    expect(translation).toEqual([expect.objectContaining({
      type: 'translation', message: 'readiness.translation', values: { language: 'es', count: texts.length }, text: `Texts missing or out of date in Spanish: ${texts.length}`,
    })]);
    expect(texts.map((t) => `/${t}`)).toContain(translation[0].at);
    if (LIST_REF) {
      const [array, , field] = LIST_REF.ref.path;
      expect(faultsOf(data, LIST_REF.kind.id, referrer!.id)).toContainEqual(expect.objectContaining({
        type: 'reference', at: `/${array}/0/${field}`, message: 'readiness.reference', values: expect.objectContaining({ kind: LIST_REF.ref.target }),
      }));
    }
    if (OWNER) {
      const { name, targets } = relationsOf(OWNER)[0];
      const hole = faultsOf(data, OWNER.id, owner!.id).find((f) => f.type === 'reference')!;
      expect(hole).toMatchObject({ at: `/${name}`, values: { kind: targets[0], title: linked!.title } });
      expect(hole.text.startsWith(`Points at “${linked!.title}”, which is archived`), hole.text).toBe(true);
      // Archived items are no visitor's concern.
      expect(faultsOf(data, targets[0], linked!.id)).toEqual([]);
    }
    if (MEDIA) {
      const media = faultsOf(data, MEDIA.id, pictured!.id).filter((f) => f.type === 'media');
      expect(media.map((f) => [f.at, f.values?.file]).sort()).toEqual([...missing].sort());
    }
    // The faults come sorted by kind, then title.
    expect(data.faultCount).toBe(data.faults.length);
    const order = data.faults.map((f: Fault) => f.kind);
    expect(order).toEqual([...order].sort());

    const es = await overview(s.client, { 'accept-language': 'es' });
    expect(faultsOf(es, PLAIN_KIND.id, page.id)[0].text).toBe(`Textos sin traducir o desactualizados en español: ${texts.length}`);

    // Fixing what was wrong clears the fault.
    await answered(s.client.post(`/api/${PLAIN_KIND.api.entity}/update/${page.id}`, { version: page.version, ...Object.fromEntries(texts.map((t) => [t, `Traducido ${t}`])) }, { 'x-language-code': 'es' }));
    expect(faultsOf(await overview(), PLAIN_KIND.id, page.id)).toEqual([]);
  });

  it('lists faults of titles with numbers in natural order (stop 2 before stop 10, not 1, 10, 100, 2)', async () => {
    const tag = unique('Harbour walk');
    const made: Record<string, number> = {};
    for (const n of [100, 10, 2, 1]) made[n] = (await create(PLAIN_KIND.api.entity, plainDoc(`${tag} stop ${n}`))).id;
    for (const lang of ['en', 'es']) {
      const data = await overview(s.client, { 'accept-language': lang });
      const ours = data.faults.filter((f: Fault) => f.kind === PLAIN_KIND.id && f.title.startsWith(tag)).map((f: Fault) => f.title);
      expect(ours, lang).toEqual([1, 2, 10, 100].map((n) => `${tag} stop ${n}`));
    }
  });

  it('counts items by state for every kind, and follows publish and archive', async () => {
    const { entity } = PLAIN_KIND.api;
    const countOf = async () => (await overview()).counts.find((c: { kind: string }) => c.kind === PLAIN_KIND.id);
    const before = await countOf();
    const { counts } = await overview();
    // The demo company has items of every kind (the seed writes each kind's fixtures).
    expect(counts.map((c: { kind: string }) => c.kind)).toEqual(expect.arrayContaining(demoKinds().map((k) => k.id)));
    for (const c of counts) expect(c.total).toBe(c.published + c.draft + c.archived);

    const page = await create(entity, plainDoc(unique('Counted page')));
    expect(await countOf()).toEqual({ ...before, total: before.total + 1, draft: before.draft + 1 });
    await answered(s.client.get(`/api/${entity}/publish/${page.id}`));
    expect(await countOf()).toEqual({ ...before, total: before.total + 1, published: before.published + 1 });
    await answered(s.client.get(`/api/${entity}/delete/${page.id}`));
    expect(await countOf()).toEqual({ ...before, total: before.total + 1, archived: before.archived + 1 });
  });

  it('counts each kind\'s items under the word their badges show (visitorState), a kind without a publish step too', async () => {
    const { counts } = await overview();
    const kinds = demoKinds();
    // The demo holds a kind without a publish step (a tour run): its items are out for visitors, so "Published".
    expect(kinds.some((k) => !hasPublishStep(k))).toBe(true);
    for (const kind of kinds) {
      const res = await answered(s.client.get(`/api/${kind.api.entity}?slim=1`, { 'x-include-archived': '1' }));
      const items = res.data[kind.api.listKey] as { state: string }[];
      const tally = { published: 0, draft: 0, archived: 0 };
      for (const item of items) tally[visitorState(item.state, hasPublishStep(kind))] += 1;
      expect(counts.find((c: { kind: string }) => c.kind === kind.id), kind.id).toEqual({ kind: kind.id, total: items.length, ...tally });
    }
  });

  it('lists the newest actions with who did them, destroyed items too, and counts today’s edits and publishes', async () => {
    const before = today(await overview());
    const { entity } = PLAIN_KIND.api;
    const title = unique('Logged page');
    const doc = plainDoc(title);
    const page = await create(entity, doc);
    await answered(s.client.post(`/api/${entity}/update/${page.id}`, { version: page.version, ...doc, ...changeFor(PLAIN_KIND, doc) }));
    await answered(s.client.post(`/api/${entity}/update/${page.id}`, { version: page.version + 1, [labelField(PLAIN_KIND, doc)]: 'Página' }, { 'x-language-code': 'es' }));
    await answered(s.client.get(`/api/${entity}/publish/${page.id}`));
    await answered(s.client.get(`/api/${entity}/delete/${page.id}`));
    await answered(s.client.get(`/api/${entity}/destroy/${page.id}`));

    const data = await overview();
    expect(data.recent.slice(0, 6).map((r: { action: string }) => r.action)).toEqual(['destroy', 'delete', 'publish', 'update', 'update', 'create']);
    expect(data.recent[0]).toMatchObject({ kind: PLAIN_KIND.id, id: page.id, title, user: { email: DEMO_COMPANY.email } });
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
      await create(PLAIN_KIND.api.entity, plainDoc(unique('Island page')), s.other);
      const { activity } = await overview(s.other);
      expect(activity[29].day).toBe(dateIn(zone));
      expect(activity[29].edits).toBeGreaterThanOrEqual(1);
      expect(activity[0].day).toBe(dateIn(zone, new Date(Date.now() - 29 * DAY)));
    } finally {
      await answered(s.other.post('/api/settings', { time_zone: 'UTC' }));
    }
  });

  it(`logs a change of an item’s links as an update of that item (${OWNER?.id ?? 'no kind owns a relation'})`, async (t) => {
    if (!OWNER) t.skip('no kind of the registry owns a relation');
    const w = { client: s.client, company: DEMO };
    const { name, relation, targets } = relationsOf(OWNER!)[0];
    const target = clientKind(kindRegistry.get(targets[0]), DEMO);
    const owner = await create(OWNER!.api.entity, labelled(OWNER!, await sampleDoc(w, OWNER!), unique('Linked owner')));
    const made = await create(target.api.entity, labelled(target, await sampleDoc(w, target), unique('Programme item')));
    await answered(s.client.get(`/api${relationPaths.link(OWNER!.api.entity, owner.id, name, made.id, isMultiTarget(relation) ? target.id : undefined)}`), 201);
    expect((await overview()).recent[0]).toMatchObject({ kind: OWNER!.id, id: owner.id, action: 'update' });
  });

  it(`puts items of the coming days on the schedule, soonest first, and leaves out far and archived ones (${SCHEDULED?.id ?? 'no kind is scheduled'})`, async (t) => {
    if (!SCHEDULED) t.skip('no kind of the registry places its items on the schedule (scheduledAt)');
    const kind = SCHEDULED!;
    const { entity } = kind.api;
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const base = await sampleDoc({ client: s.client, company: DEMO }, kind);
    // Every date-time of the document at that moment (an end is then not before its start).
    const dated = (label: string, when: string) => ({
      ...labelled(kind, base, unique(label)),
      ...Object.fromEntries(Object.entries(kind.schema.properties ?? {}).filter(([, p]) => p.format === 'date-time').map(([name]) => [name, when])),
    });
    const soonAt = at(3);
    const soon = await create(entity, dated('Harbour concert', soonAt));
    const sooner = await create(entity, dated('Boat race', at(1)));
    const far = await create(entity, dated('Next summer', at(100)));
    const gone = await create(entity, dated('Cancelled', at(2)));
    await answered(s.client.get(`/api/${entity}/delete/${gone.id}`));
    const state = kind.api.actions.includes('publish') ? 'published' : 'active';
    if (state === 'published') await answered(s.client.get(`/api/${entity}/publish/${soon.id}`));

    const { scheduled } = await overview();
    const ids = scheduled.map((x: { id: number }) => x.id);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(gone.id);
    expect(scheduled.find((x: { id: number }) => x.id === soon.id)).toMatchObject({ kind: kind.id, state, at: soonAt });
    const times = scheduled.map((x: { at: string }) => x.at);
    expect(times).toEqual([...times].sort());
  });

  it(`shows each company only its own content, faults and activity (${MEDIA?.id ?? 'no kind has media'})`, async (t) => {
    if (!MEDIA) t.skip('no kind of the registry has a media field');
    // Items with a missing file: a fault for their own company only.
    const made = async (client: ApiClient, company: { slug: string }, label: string) => {
      const doc = labelled(MEDIA!, await sampleDoc({ client, company }, MEDIA!), unique(label));
      withMissingMedia(MEDIA!, doc);
      return create(MEDIA!.api.entity, doc, client);
    };
    const countOf = async () => (await overview(s.other)).counts.find((c: { kind: string }) => c.kind === MEDIA!.id) ?? { total: 0, draft: 0 };
    const before = await countOf();
    const mine = await made(s.client, DEMO, 'Demo secret item');
    const theirs = await made(s.other, OTHER_COMPANY, 'Other broken item');
    const other = await overview(s.other);
    const demo = await overview();
    expect(JSON.stringify(other)).not.toContain('Demo secret item');
    expect(faultsOf(other, MEDIA!.id, theirs.id).length).toBeGreaterThan(0);
    expect(faultsOf(demo, MEDIA!.id, theirs.id)).toEqual([]);
    expect(faultsOf(other, MEDIA!.id, mine.id)).toEqual([]);
    expect(other.recent[0]).toMatchObject({ id: theirs.id, user: { email: 'admin@other.test' } });
    expect(demo.recent.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    // The other company speaks one language: nothing is untranslated there.
    expect(other.faults.filter((f: Fault) => f.type === 'translation')).toEqual([]);
    expect(await countOf()).toMatchObject({ total: before.total + 1, draft: before.draft + 1 });
  });
});
