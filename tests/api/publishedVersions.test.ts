import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { api, type ApiClient } from '../support/api.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { childRemovalOf, keyedTextOf, localizedTextOf, oneKindRefsOf } from '../support/kindCapabilities.ts';
import { clientKind, DEMO, kindRegistry, kindWith, offers } from '../support/kindRegistry.ts';
import { makeRoleUsers, type RoleUser } from '../support/roleUsers.ts';
import { changeFor, labelField, labelled, optionalField, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// A live item keeps what visitors get (its published version) apart from the working copy the team
// edits: saves, translations, keyed children, cleared fields and restored revisions change the
// working copy only; the delivery API (items, lists, included targets, every language) and its ETags
// stay until an editor publishes. Every staff answer says which version visitors get and what differs.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const ES = { 'x-language-code': 'es' };
const publishable = (id: string) => offers(kindRegistry.get(id), 'publish');
/** A publishable kind with a translatable text at the top of its document. */
const PLAIN = clientKind(kindWith((k) => offers(k, 'publish') && !!localizedTextOf(k))!, DEMO);
/** A publishable kind referring to items of another publishable kind (their `included` targets). */
const refOf = (k: ResolvedKind) => oneKindRefsOf(k).find((r) => publishable(r.target) && r.target !== k.id);
const REFERRING = kindWith((k) => offers(k, 'publish') && !!refOf(k));
/** A publishable kind with its own call removing a keyed child. */
const REMOVING = kindWith((k) => offers(k, 'publish') && !!childRemovalOf(k) && !!keyedTextOf(k));

type Item = { id: number; version: number; published_version: number | null; has_changes: boolean; changed_languages: string[] } & Record<string, any>;

describe.each(availableDatabases())('published versions of live items on %s', (database) => {
  const s = signedInServer({ database });
  let app: ApiClient;
  let author: RoleUser;
  let translator: RoleUser;
  let editor: RoleUser;

  beforeAll(async () => {
    const secret = (await answered(s.client.post('/api/settings/api-keys', { name: unique('App') }), 201)).data.secret as string;
    app = api(s.server, secret);
    [author, translator, editor] = await makeRoleUsers(s.server, [
      { admin: s.client, role: 'author', domain: 'demo.test' },
      { admin: s.client, role: 'translator', domain: 'demo.test', languages: ['es'] },
      { admin: s.client, role: 'editor', domain: 'demo.test' },
    ]);
  });

  const path = (kind: ResolvedKind, rest = '') => `/api/${kind.api.entity}${rest}`;
  const make = async (kind: ResolvedKind, client: ApiClient = s.client, patch: KindRecord = {}) => {
    const doc = { ...labelled(kind, await sampleDoc({ client: s.client, company: DEMO }, kind), unique(kind.id)), ...patch };
    return (await answered(client.post(path(kind), doc), 201)).data as Item;
  };
  const act = async (kind: ResolvedKind, action: string, id: number, client: ApiClient = s.client) =>
    (await answered(client.get(path(kind, `/${action}/${id}`)))).data as Item;
  const live = async (kind: ResolvedKind, patch: KindRecord = {}) => act(kind, 'publish', (await make(kind, s.client, patch)).id);
  const itemOf = async (kind: ResolvedKind, id: number, headers?: Record<string, string>) => (await answered(s.client.get(path(kind, `/${id}`), headers))).data.items as Item;
  const save = async (kind: ResolvedKind, item: Item, patch: KindRecord, client: ApiClient = s.client, headers?: Record<string, string>) =>
    (await answered(client.post(path(kind, `/update/${item.id}`), { ...structuredClone(item), ...patch }, headers))).data as Item;
  const translate = async (kind: ResolvedKind, item: Item, body: KindRecord, client: ApiClient = s.client) =>
    (await answered(client.post(path(kind, `/update/${item.id}`), { version: item.version, ...body }, ES))).data as Item;
  const delivered = (kind: ResolvedKind, id: number, query = '', headers: Record<string, string> = {}) => app.get(`/delivery/v1/${kind.id}/${id}${query}`, headers);
  const deliveredList = (kind: ResolvedKind, query = '', headers: Record<string, string> = {}) => app.get(`/delivery/v1/${kind.id}${query}`, headers);
  /** The item as every staff answer carries it: one item, the whole list, the slim list (the SQL wire path) and a language's list. */
  const everywhere = async (kind: ResolvedKind, id: number) => {
    const pick = (x: Item) => ({ published_version: x.published_version, has_changes: x.has_changes, changed_languages: x.changed_languages });
    const listed = async (query: string, headers?: Record<string, string>) =>
      (await answered(s.client.get(path(kind, query), headers))).data[kind.api.listKey].find((x: Item) => x.id === id) as Item;
    return [pick(await itemOf(kind, id)), pick(await listed('')), pick(await listed('?slim=1')), pick(await listed('?slim=1', ES)), pick(await itemOf(kind, id, ES))];
  };
  const expectFlags = async (kind: ResolvedKind, id: number, flags: Pick<Item, 'published_version' | 'has_changes' | 'changed_languages'>) => {
    for (const seen of await everywhere(kind, id)) expect(seen).toEqual(flags);
  };

  it('keeps draft saves and translations out of delivery (item, list, another language) with the ETags unmoved, until a publish', async () => {
    const kind = PLAIN;
    const label = labelField(kind, await sampleDoc({ client: s.client, company: DEMO }, kind));
    const top = localizedTextOf(kind)!;
    const made = await make(kind);
    await translate(kind, made, { [top]: 'Texto publicado' });
    const item = await act(kind, 'publish', made.id);
    expect(item).toMatchObject({ published_version: item.version, has_changes: false, changed_languages: [] });
    await expectFlags(kind, item.id, { published_version: item.version, has_changes: false, changed_languages: [] });

    const before = { one: await delivered(kind, item.id), es: await delivered(kind, item.id, '?lang=es'), list: await deliveredList(kind), esList: await deliveredList(kind, '?lang=es') };
    const publishedLabel = before.one.body.item[label];

    // The base document and the Spanish text change in the working copy.
    const saved = await save(kind, item, { [label]: unique('Draft title') });
    expect(saved).toMatchObject({ published_version: item.version, has_changes: true, changed_languages: ['en'] });
    const translated = await translate(kind, saved, { [top]: 'Texto en borrador' });
    expect(translated).toMatchObject({ has_changes: true, changed_languages: ['en', 'es'] });
    await expectFlags(kind, item.id, { published_version: item.version, has_changes: true, changed_languages: ['en', 'es'] });

    // Visitors: the same bytes, and their tags still match.
    for (const [res, again] of [
      [before.one, () => delivered(kind, item.id)], [before.es, () => delivered(kind, item.id, '?lang=es')],
      [before.list, () => deliveredList(kind)], [before.esList, () => deliveredList(kind, '?lang=es')],
    ] as const) {
      const tag = res.headers.get('etag')!;
      expect((await again()).body).toEqual(res.body);
      expect((await (res === before.one || res === before.es ? delivered(kind, item.id, res === before.es ? '?lang=es' : '', { 'if-none-match': tag })
        : deliveredList(kind, res === before.esList ? '?lang=es' : '', { 'if-none-match': tag }))).status).toBe(304);
    }
    expect((await delivered(kind, item.id)).body.item[label]).toBe(publishedLabel);
    expect((await delivered(kind, item.id, '?lang=es')).body.item[top]).toBe('Texto publicado');

    // The changes: the base field and the Spanish text.
    const { changes } = (await answered(s.client.get(path(kind, `/${item.id}/changes`)))).data;
    expect(changes).toEqual(expect.arrayContaining([
      { path: label, change: 'changed', before: publishedLabel, after: saved[label] },
      { path: `es:${top}`, change: 'changed', before: 'Texto publicado', after: 'Texto en borrador' },
    ]));
    // What visitors see, for the phone: the published version, in the language asked.
    expect((await answered(s.client.get(path(kind, `/${item.id}/published`)))).data.item).toMatchObject({ id: item.id, [label]: publishedLabel, published_version: item.version });
    expect((await answered(s.client.get(path(kind, `/${item.id}/published`), ES))).data.item[top]).toBe('Texto publicado');

    // Publishing the changes: delivery shows them, the old tag no longer matches.
    const republished = await act(kind, 'publish', item.id);
    expect(republished).toMatchObject({ published_version: republished.version, has_changes: false, changed_languages: [] });
    const after = await delivered(kind, item.id, '', { 'if-none-match': before.one.headers.get('etag')! });
    expect([after.status, after.body.item[label]]).toEqual([200, saved[label]]);
    expect((await delivered(kind, item.id, '?lang=es')).body.item[top]).toBe('Texto en borrador');
    expect((await deliveredList(kind)).body.items.find((x: Item) => x.id === item.id)[label]).toBe(saved[label]);
    expect((await answered(s.client.get(path(kind, `/${item.id}/changes`)))).data.changes).toEqual([]);
  });

  it(`serves a referenced item's published version in \`included\` while its working copy changes (${REFERRING?.id})`, async (t) => {
    if (!REFERRING) t.skip('no kind refers to a publishable kind');
    const owner = clientKind(REFERRING!, DEMO);
    const target = clientKind(kindRegistry.get(refOf(owner)!.target), DEMO);
    const targetLabel = labelField(target, await sampleDoc({ client: s.client, company: DEMO }, target));
    const ownerItem = await live(owner);
    const ownerDoc = await itemOf(owner, ownerItem.id);
    // The owner's sample points at a target made from a fixture: publish that one and follow it.
    const refPath = refOf(owner)!.path;
    const refId = refPath.reduce<any>((v, p) => (p === '*' ? v?.[0] : v?.[p]), ownerDoc) as number;
    const targetItem = await act(target, 'publish', refId);
    const first = await delivered(owner, ownerItem.id);
    expect(first.body.item.included[`${target.id}/${refId}`]).toMatchObject({ [targetLabel]: targetItem[targetLabel] });
    const tag = first.headers.get('etag')!;

    await save(target, targetItem, { [targetLabel]: unique('Draft target') });
    expect((await delivered(owner, ownerItem.id, '', { 'if-none-match': tag })).status).toBe(304);
    expect((await delivered(owner, ownerItem.id)).body.item.included[`${target.id}/${refId}`][targetLabel]).toBe(targetItem[targetLabel]);

    await act(target, 'publish', refId);
    expect((await delivered(owner, ownerItem.id)).body.item.included[`${target.id}/${refId}`][targetLabel]).not.toBe(targetItem[targetLabel]);
  });

  it(`names the referenced items visitors would not get: in the item's publish findings and, for a live item, in the readiness lint (${REFERRING?.id})`, async (t) => {
    if (!REFERRING) t.skip('no kind refers to a publishable kind');
    const owner = clientKind(REFERRING!, DEMO);
    const target = clientKind(kindRegistry.get(refOf(owner)!.target), DEMO);
    // The owner points (first) at a target of its own, a draft.
    const refId = (await make(target)).id;
    const doc = structuredClone(await sampleDoc({ client: s.client, company: DEMO }, owner)) as Record<string, any>;
    const refPath = refOf(owner)!.path.map((p) => (p === '*' ? 0 : p));
    refPath.slice(0, -1).reduce<any>((v, p) => v[p], doc)[refPath.at(-1)!] = refId;
    const made = (await answered(s.client.post(path(owner), labelled(owner, doc, unique(owner.id))), 201)).data as Item;
    const targetsOf = async () => (await answered(s.client.get(path(owner, `/${made.id}/lint`)))).data.targets as { kind: string; id: number; gap: string; message: string }[];
    const faultsOf = async () => ((await answered(s.client.get('/api/overview'))).data.faults as { id: number; kind: string; message: string; values: { id: number } }[])
      .filter((f) => f.kind === owner.id && f.id === made.id && f.values?.id === refId);

    // A draft target: named before the publish; once the owner is live, the dashboard flags the hole.
    const draft = (await targetsOf()).find((x) => x.id === refId);
    expect(draft).toMatchObject({ kind: target.id, gap: 'draft' });
    expect(draft!.message).toMatch(/not published/);
    expect(await faultsOf()).toEqual([]);
    await act(owner, 'publish', made.id);
    expect((await faultsOf()).map((f) => f.message)).toEqual(['readiness.referenceDraft']);

    // Published, then changed: visitors get its published version; named for the publish, no hole for the lint.
    const live = await act(target, 'publish', refId);
    expect((await targetsOf()).find((x) => x.id === refId)).toBeUndefined();
    expect(await faultsOf()).toEqual([]);
    await save(target, live, changeFor(target, live));
    expect((await targetsOf()).find((x) => x.id === refId)).toMatchObject({ gap: 'changes' });
    expect(await faultsOf()).toEqual([]);
  });

  it('discards the working copy back to the published version (document and translations), and refuses when there is nothing to discard', async () => {
    const kind = PLAIN;
    const label = labelField(kind, await sampleDoc({ client: s.client, company: DEMO }, kind));
    const top = localizedTextOf(kind)!;
    const made = await make(kind);
    await translate(kind, made, { [top]: 'Texto publicado' });
    const item = await act(kind, 'publish', made.id);
    const changed = await translate(kind, await save(kind, item, { [label]: unique('To be discarded') }), { [top]: 'Texto descartado' });
    expect(changed.changed_languages).toEqual(['en', 'es']);
    // Submitted for review: the discarded changes take their review with them.
    await answered(author.client.get(path(kind, `/submit-review/${item.id}`)));

    // Authors may not discard: a lifecycle right.
    await refusedWith(author.client.get(path(kind, `/discard/${item.id}`)), 403);
    const discarded = await answered(editor.client.get(path(kind, `/discard/${item.id}`)));
    expect(discarded.message).toBe('Changes discarded');
    expect(discarded.data).toMatchObject({ [label]: item[label], has_changes: false, changed_languages: [], published_version: item.version, review: null });
    expect(discarded.data.version).toBeGreaterThan(changed.version);
    expect((await itemOf(kind, item.id, ES))[top]).toBe('Texto publicado');
    await expectFlags(kind, item.id, { published_version: item.version, has_changes: false, changed_languages: [] });
    const history = (await answered(s.client.get(path(kind, `/${item.id}/revisions`)))).data.revisions;
    expect(history[0]).toMatchObject({ action: 'discard', user: { email: editor.email } });

    // Nothing left to review either: a published item is reviewed for its changes.
    expect((await refusedWith(author.client.get(path(kind, `/submit-review/${item.id}`)), 409)).message).toBe('This item is published and has no changes to review.');

    // Nothing left to discard, in the caller's language; a draft has nothing to discard from.
    const none = await refusedWith(s.client.get(path(kind, `/discard/${item.id}`), { 'accept-language': 'es' }), 409);
    expect(none.message).toMatch(/descartar/);
    const draft = await make(kind);
    await refusedWith(s.client.get(path(kind, `/discard/${draft.id}`)), 409);
    await refusedWith(s.client.get(path(kind, `/${draft.id}/published`)), 404);
    expect((await answered(s.client.get(path(kind, `/${draft.id}/changes`)))).data.changes).toEqual([]);
    await refusedWith(s.client.get(path(kind, '/999999999/changes')), 404);
  });

  it("keeps an author's and a translator's changes to a live item out of delivery until an editor publishes them (the review's approval)", async () => {
    const kind = PLAIN;
    const label = labelField(kind, await sampleDoc({ client: s.client, company: DEMO }, kind));
    const top = localizedTextOf(kind)!;
    const item = await live(kind);
    const published = (await delivered(kind, item.id)).body.item;

    const byAuthor = await save(kind, item, { [label]: unique('Author draft') }, author.client);
    expect(byAuthor.has_changes).toBe(true);
    const byTranslator = await translate(kind, byAuthor, { [top]: 'Borrador del traductor' }, translator.client);
    expect(byTranslator.changed_languages).toEqual(['en', 'es']);
    expect((await delivered(kind, item.id)).body.item[label]).toBe(published[label]);
    expect((await delivered(kind, item.id, '?lang=es')).body.item[top]).toBe(published[top]);

    // The author sends the changes to the editors: the queue says they are changes to a live item.
    await answered(author.client.get(path(kind, `/submit-review/${item.id}`)));
    const entry = (await answered(editor.client.get('/api/reviews'))).data.reviews.find((r: { id: number }) => r.id === item.id);
    expect(entry).toMatchObject({ has_changes: true, changed_languages: ['en', 'es'] });
    expect(entry.changed).toContain(label);
    const fresh = await make(kind, author.client);
    await answered(author.client.get(path(kind, `/submit-review/${fresh.id}`)));
    expect((await answered(editor.client.get('/api/reviews'))).data.reviews.find((r: { id: number }) => r.id === fresh.id)).toMatchObject({ has_changes: false, changed_languages: [] });

    // The editor's publish is the approval: the review ends, visitors get both changes.
    const approved = await act(kind, 'publish', item.id, editor.client);
    expect(approved).toMatchObject({ review: null, has_changes: false });
    expect((await delivered(kind, item.id)).body.item[label]).toBe(byAuthor[label]);
    expect((await delivered(kind, item.id, '?lang=es')).body.item[top]).toBe('Borrador del traductor');
  });

  it('keeps has_changes right through every write path: clear a field, restore a revision, remove a keyed child, un-publish, archive', async () => {
    const kind = PLAIN;
    const base = await sampleDoc({ client: s.client, company: DEMO }, kind);
    const optional = optionalField(kind, base);
    const item = await live(kind, optional?.doc ?? {});
    // A save back to what was published is no change.
    const change = changeFor(kind, base);
    const changed = await save(kind, item, change);
    expect(changed.has_changes).toBe(true);
    const back = await save(kind, changed, Object.fromEntries(Object.keys(change).map((k) => [k, item[k]])));
    expect(back).toMatchObject({ has_changes: false, changed_languages: [] });

    if (optional) {
      const cleared = (await answered(s.client.get(path(kind, `/delete-field/${item.id}?field=${optional.name}`)))).data as Item;
      expect(cleared).toMatchObject({ has_changes: true, changed_languages: ['en'] });
    }
    // Restoring the revision the publish recorded brings the working copy back to the published version.
    const revisions = (await answered(s.client.get(path(kind, `/${item.id}/revisions`)))).data.revisions as { n: number; action: string }[];
    const publishN = revisions.find((r) => r.action === 'publish')!.n;
    const now = await itemOf(kind, item.id);
    const restored = (await answered(s.client.post(path(kind, `/${item.id}/revisions/${publishN}/restore`), { version: now.version }))).data as Item;
    expect(restored).toMatchObject({ has_changes: false, published_version: item.version });
    await expectFlags(kind, item.id, { published_version: item.version, has_changes: false, changed_languages: [] });

    const unpublished = await act(kind, 'un-publish', item.id);
    expect(unpublished).toMatchObject({ published_version: null, has_changes: false, changed_languages: [] });
    await refusedWith(delivered(kind, item.id), 404);
    const again = await act(kind, 'publish', item.id);
    expect(await save(kind, again, change)).toMatchObject({ has_changes: true });
    expect(await act(kind, 'delete', item.id)).toMatchObject({ published_version: null, has_changes: false });
    await refusedWith(s.client.get(path(kind, `/${item.id}/published`)), 404);
  });

  it(`notes a removed keyed child as a change of the working copy only (${REMOVING?.id})`, async (t) => {
    if (!REMOVING) t.skip('no publishable kind removes keyed children by its own call');
    const kind = clientKind(REMOVING!, DEMO);
    const removal = childRemovalOf(kind)!;
    const item = await live(kind);
    const children = item[removal.array] as { id: number }[];
    expect(children.length).toBeGreaterThan(0);
    const before = (await delivered(kind, item.id)).body.item[removal.array];
    await answered(s.client.get(`/api${removal.path(children[0].id)}`));
    await expectFlags(kind, item.id, { published_version: item.version, has_changes: true, changed_languages: ['en'] });
    expect((await delivered(kind, item.id)).body.item[removal.array]).toEqual(before);
  });
});
