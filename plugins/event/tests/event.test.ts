import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Events (SPEC §2 Events tab, §4 "forms-as-events have their own lifecycle", §7 the "as event" calls):
// `/story-as-event/{story}/{event}`, `/form-as-event/{form}/{event}`, `/games-as-event/{game}/{event}`
// make a link; `/{remove|publish|un-publish|archive|un-archive}-{story|form|games}-as-event/{link}` change it.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const AS = { story: 'story', form: 'form', game: 'games' } as const;
type Kind = keyof typeof AS;
const asEvent = (kind: Kind, item: number, event: number) => `/api/${AS[kind]}-as-event/${item}/${event}`;
const onLink = (op: string, kind: Kind, link: number) => `/api/${op}-${AS[kind]}-as-event/${link}`;

describe.each(availableDatabases())('events on %s', (database) => {
  const s = signedInServer({ database });

  const ok = answered;
  const refused = refusedWith;

  const event = async (client: ApiClient = s.client, extra: Record<string, unknown> = {}) =>
    (await ok(client.post('/api/event', { title: unique('Quay concert'), starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z', ...extra }), 201)).data as { id: number };
  const story = async (client: ApiClient = s.client) => (await ok(client.post('/api/story', { name: unique('Story'), title: 'A story', ingress: 'In short', text: 'The story.', pages: [] }), 201)).data as { id: number; name: string };
  const form = async (client: ApiClient = s.client) => (await ok(client.post('/api/form', { title: unique('Form'), url: 'https://example.org/f' }), 201)).data as { id: number; title: string };
  const game = async (client: ApiClient = s.client) => (await ok(client.post('/api/game', { title: unique('Game') }), 201)).data as { id: number; title: string };
  const contents = async (eventId: number, client: ApiClient = s.client) => (await ok(client.get(`/api/event/${eventId}/links/contents`))).data.links as any[];

  it('creates an event with start and end in UTC and refuses an end before the start next to the field', async () => {
    const e = await event();
    const read = (await ok(s.client.get(`/api/event/${e.id}`))).data.items;
    expect(read).toMatchObject({ starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z' });
    const bad = await refused(s.client.post('/api/event', { title: 'Backwards', starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T15:59:00.000Z' }), 400);
    expect(bad.errors).toEqual([expect.objectContaining({ field: 'ends_at', message: 'The end must not be before the start', messageId: 'rule.event.endBeforeStart' })]);
    const es = await refused(s.client.post('/api/event', { title: 'Al revés', starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-11T16:00:00.000Z' }, { 'accept-language': 'es' }), 400);
    expect(es.errors[0].message).toBe('El final no puede ser anterior al comienzo');
    await refused(s.client.post('/api/event', { title: 'No date', starts_at: 'tomorrow', ends_at: '2027-06-12T15:59:00.000Z' }), 400);
  });

  it('adds a story, a form and a game as event through the SPEC paths, in order, each link with its own lifecycle', async () => {
    const e = await event();
    const [st, fo, ga] = [await story(), await form(), await game()];
    const a = (await ok(s.client.get(asEvent('story', st.id, e.id)), 201)).data;
    const b = (await ok(s.client.get(asEvent('form', fo.id, e.id)), 201)).data;
    const c = (await ok(s.client.get(asEvent('game', ga.id, e.id)), 201)).data;
    expect([a, b, c].map((l) => [l.target_kind, l.target_id, l.state])).toEqual([['story', st.id, 'active'], ['form', fo.id, 'active'], ['game', ga.id, 'active']]);
    expect((await contents(e.id)).map((l) => [l.target_kind, l.target.title])).toEqual([['story', st.name], ['form', fo.title], ['game', ga.title]]);
    // The form's page travels with its link: the phone's programme shows it behind the eye icon.
    expect((await contents(e.id)).map((l) => l.target.url)).toEqual([undefined, 'https://example.org/f', undefined]);

    // Each link's lifecycle, independent of the item's own state.
    expect((await ok(s.client.get(onLink('publish', 'story', a.id)))).message).toBe('Successfully Published');
    expect((await ok(s.client.get(onLink('archive', 'form', b.id)))).message).toBe('Successfully Archived');
    await ok(s.client.get(onLink('publish', 'game', c.id)));
    await ok(s.client.get(onLink('un-publish', 'game', c.id)));
    expect((await contents(e.id)).map((l) => [l.target_kind, l.state, l.target.state])).toEqual([
      ['story', 'published', 'active'], ['form', 'archived', 'active'], ['game', 'unpublished', 'active'],
    ]);
    expect((await ok(s.client.get(onLink('un-archive', 'form', b.id)))).message).toBe('Successfully Restored');

    // A path of one kind does not reach another kind's link.
    await refused(s.client.get(onLink('publish', 'form', a.id)), 404);
    await refused(s.client.get(onLink('remove', 'game', a.id)), 404);

    // The story's editor: "Used in events" reads the same links.
    const used = (await ok(s.client.get(`/api/event/links/contents/of/story/${st.id}`))).data.links;
    expect(used).toEqual([expect.objectContaining({ id: a.id, state: 'published', owner: expect.objectContaining({ id: e.id }) })]);

    expect((await ok(s.client.get(onLink('remove', 'story', a.id)))).message).toBe('Successfully Deleted');
    expect((await contents(e.id)).map((l) => l.target_kind)).toEqual(['form', 'game']);
  });

  it.each(['story', 'form', 'game'] as const)('answers every SPEC path of %s as event with its notice and the link’s new state', async (kind) => {
    const e = await event();
    const item = kind === 'story' ? await story() : kind === 'form' ? await form() : await game();
    const link = (await ok(s.client.get(asEvent(kind, item.id, e.id)), 201)).data;
    const steps: [string, string, string][] = [
      ['publish', 'Successfully Published', 'published'],
      ['un-publish', 'Successfully Unpublished', 'unpublished'],
      ['archive', 'Successfully Archived', 'archived'],
      // Restored, it is what it was before: published once, now not.
      ['un-archive', 'Successfully Restored', 'unpublished'],
    ];
    for (const [op, message, state] of steps) {
      const body = await ok(s.client.get(onLink(op, kind, link.id)));
      expect(body.message).toBe(message);
      expect(body.data).toMatchObject({ id: link.id, state });
      expect((await contents(e.id)).find((l) => l.id === link.id)?.state).toBe(state);
    }
    expect((await ok(s.client.get(onLink('remove', kind, link.id)))).message).toBe('Successfully Deleted');
    expect(await contents(e.id)).toEqual([]);
    await refused(s.client.get(onLink('publish', kind, link.id)), 404);
  });

  it('refuses linking the same item twice, an unknown item and another company’s item (and shows nothing of it)', async () => {
    const e = await event();
    const st = await story();
    await ok(s.client.get(asEvent('story', st.id, e.id)), 201);
    await refused(s.client.get(asEvent('story', st.id, e.id)), 409);
    // The same id as a form is another item (unknown: 400, like another company's).
    await refused(s.client.get(asEvent('form', 999999999, e.id)), 400);
    const theirs = await form(s.other);
    const body = await refused(s.client.get(asEvent('form', theirs.id, e.id)), 400);
    expect(JSON.stringify(body)).not.toContain(theirs.title);
    expect((await contents(e.id)).map((l) => l.target_kind)).toEqual(['story']);
  });

  it('keeps companies apart on every event path', async () => {
    const e = await event();
    const st = await story();
    const link = (await ok(s.client.get(asEvent('story', st.id, e.id)), 201)).data;
    const theirEvent = await event(s.other);
    await refused(s.other.get(`/api/event/${e.id}`), 404);
    await refused(s.other.get(`/api/event/${e.id}/links/contents`), 404);
    await refused(s.other.get(asEvent('story', st.id, theirEvent.id)), 400);
    await refused(s.other.get(asEvent('story', st.id, e.id)), 404);
    for (const op of ['remove', 'publish', 'un-publish', 'archive', 'un-archive']) await refused(s.other.get(onLink(op, 'story', link.id)), 404);
    await refused(s.other.get(`/api/event/links/contents/of/story/${st.id}`), 404);
    expect((await ok(s.other.get('/api/event'))).data.items.map((x: { id: number }) => x.id)).not.toContain(e.id);
    expect((await contents(e.id)).map((l) => [l.id, l.state])).toEqual([[link.id, 'active']]);
  });

  it('destroying a story removes it from every event’s programme', async () => {
    const e = await event();
    const st = await story();
    const fo = await form();
    await ok(s.client.get(asEvent('story', st.id, e.id)), 201);
    await ok(s.client.get(asEvent('form', fo.id, e.id)), 201);
    // Archiving (SPEC `delete`) keeps the link and shows the story's state; destroying removes it.
    await ok(s.client.get(`/api/story/delete/${st.id}`));
    expect((await contents(e.id)).map((l) => [l.target_kind, l.target.state])).toEqual([['story', 'archived'], ['form', 'active']]);
    await ok(s.client.get(`/api/story/destroy/${st.id}`));
    expect((await contents(e.id)).map((l) => l.target_kind)).toEqual(['form']);
    await refused(s.client.get(`/api/event/links/contents/of/story/${st.id}`), 404);
  });

  it('seeds the Harbour festival with a story, a form and a game', async () => {
    const list = (await ok(s.client.get('/api/event'))).data.items as { id: number; title: string }[];
    const festival = list.find((x) => x.title === 'Harbour festival');
    expect(festival).toBeDefined();
    expect((await contents(festival!.id)).map((l) => l.target_kind)).toEqual(['story', 'form', 'game']);
  });
});
