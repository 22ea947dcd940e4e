import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import form from '../../form/index.ts';
import event from '../index.ts';
import { openTab } from '../../../tests/e2e/tabBarSupport.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api, storedList } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// Events (SPEC §2 Events tab, §4 links with their own lifecycle, the "as event" calls) in
// real Chromium against the built console (dist/) and a real server, as the demo company
// (Europe/Oslo): an event whose times are typed on Oslo's clock and stored in UTC, refused when it ends
// before it starts; its programme filled with a story, a form (made through the API first) and a game
// by search, one link published and one archived; and the story's "Used in events" showing the event
// with the link's state. Each `it` continues where the previous one left the page.
const TIMEOUT = 90_000;
const F = resolveKind(form).api;
const E = resolveKind(event).api;

const suffix = Math.random().toString(36).slice(2, 7);
const FORM = { title: `Harbour survey ${suffix}`, ingress: 'Five questions about the harbour walk.', url: `https://example.org/forms/harbour-survey-${suffix}` };
const EVENT = { title: `Quay concert ${suffix}`, ingress: 'Brass on the pier at sunset.' };
const STORY = 'Harbour walk';
const GAME = 'Fortress quick quiz';
const PROGRAMME = 'Programme: stories, forms and games';
const END_BEFORE_START = 'The end must not be before the start';

interface StoredEvent { id: number; title: string; starts_at?: string; ends_at?: string }
interface StoredLink { id: number; target_kind: string; target_id: number; state: string; target: { title: string } }

describe('events', () => {
  const s = consoleSession({
    fakeMap: true, permissions: [], signInAt: '/event',
    // The form the programme links: made as an author would have made it in the Forms tab.
    prepare: async (server) => {
      const made = await api(server, await server.login()).post(`/api/${F.entity}`, FORM);
      if (made.status !== 201) throw new Error(`the programme's form was not made: ${made.status} ${JSON.stringify(made.body)}`);
    },
  });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const editor = () => page.getByRole('region', { name: /^(New|Edit) (Form|Event|Story)$/ });
  const save = () => editor().getByRole('button', { name: 'Save', exact: true }).click();
  const saved = () => page.getByRole('status').filter({ hasText: 'Successfully Saved' }).last();
  /** A rule's message beside its field (RJSF's error list items, "⚠ message"). */
  const fieldError = (scope: Locator, msg: string) => scope.getByRole('listitem').filter({ hasText: msg });
  const phone = () => page.getByTestId('phone-emulator');
  const list = (name: string) => page.getByRole('listbox', { name, exact: true });
  const option = (listName: string, title: string) => list(listName).getByRole('option', { name: new RegExp(`^${esc(title)}`) });
  const client = async () => api(server, await tokenOf(page.context()));

  const events = async () => storedList<StoredEvent>(await client(), E);
  async function storedEvent(): Promise<StoredEvent> {
    const found = (await events()).find((x) => x.title === EVENT.title);
    expect(found, `event "${EVENT.title}" is stored`).toBeDefined();
    const res = await (await client()).get(`/api/${E.entity}/${found!.id}`);
    expect(res.status).toBe(200);
    return res.body.data.items as StoredEvent;
  }
  async function programme(eventId: number): Promise<StoredLink[]> {
    const res = await (await client()).get(`/api/event/${eventId}/links/contents`);
    expect(res.status).toBe(200);
    return res.body.data.links as StoredLink[];
  }

  /**
   * Types into a text field and leaves it: the console's text inputs report to the form after a
   * 250 ms pause or on blur.
   */
  async function enter(box: Locator, text: string) {
    await box.fill(text);
    await box.blur();
  }

  async function openNew(item: 'Event') {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: `New ${item}` }).waitFor();
  }

  it('an event typed on Oslo\'s clock is stored in UTC; an end before the start is refused beside Ends', async () => {
    await openTab(page, 'Events');
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await option('Events', 'Harbour festival').waitFor();
    await openNew('Event');
    const ed = editor();
    const starts = ed.getByLabel(/^Starts/).and(ed.locator('input[type="datetime-local"]'));
    const ends = ed.getByLabel(/^Ends/).and(ed.locator('input[type="datetime-local"]'));
    await enter(ed.getByRole('textbox', { name: /^Title/ }), EVENT.title);
    await enter(ed.getByRole('textbox', { name: 'Ingress', exact: true }), EVENT.ingress);
    await starts.fill('2027-06-12T18:00');
    await starts.blur();
    // The company's zone and its offset on that date are named beside the field.
    await ed.getByText('Europe/Oslo (UTC+02:00)').first().waitFor();

    // Ends before it starts.
    await ends.fill('2027-06-12T17:00');
    await ends.blur();
    await save();
    await fieldError(ed, END_BEFORE_START).first().waitFor();
    expect(await ends.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('heading', { name: 'New Event' }).count()).toBe(1);
    expect((await events()).find((x) => x.title === EVENT.title)).toBeUndefined();

    await ends.fill('2027-06-12T22:00');
    await ends.blur();
    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Event' }).waitFor();
    expect(await fieldError(ed, END_BEFORE_START).count()).toBe(0);
    // Oslo is UTC+2 in June.
    expect(await storedEvent()).toMatchObject({ title: EVENT.title, starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z' });
    // Shown back on Oslo's clock, in the form and in the phone.
    expect(await starts.inputValue()).toBe('2027-06-12T18:00');
    expect(await ends.inputValue()).toBe('2027-06-12T22:00');
    await phone().getByText(/12 Jun 2027, 18:00 – 22:00/).waitFor();
  }, TIMEOUT);

  it('the programme: a story, a form and a game added by search; one link published, one archived; the API agrees', async () => {
    const panel = page.getByRole('region', { name: PROGRAMME });
    await page.getByRole('heading', { name: 'Linked items' }).waitFor();
    await panel.getByText('Nothing linked yet. Search below to add.').waitFor();
    const search = panel.getByRole('combobox', { name: `Add to ${PROGRAMME}` });
    const matches = panel.getByRole('listbox', { name: `Add to ${PROGRAMME}` });
    const row = (title: string) => panel.getByRole('listitem', { name: new RegExp(`^${esc(title)}, \\d of \\d$`) });
    const linkState = (title: string) => row(title).locator('.relation-row__state').first().locator('.badge');
    const rowTitlesNow = () => panel.locator('.relation-row .item-line__title').allInnerTexts();

    /** Types part of a title, checks the match is tagged with its kind, picks it and waits for its row. */
    async function add(query: string, title: string, kindLabel: 'Story' | 'Form' | 'Game') {
      await search.fill(query);
      const match = matches.getByRole('option', { name: new RegExp(`^${esc(title)}`) });
      await match.waitFor();
      expect(await match.locator('.kind-tag').innerText()).toBe(kindLabel);
      await match.click();
      await row(title).waitFor();
      expect(await row(title).locator('.kind-tag').innerText()).toBe(kindLabel);
    }

    await add('Harbour wa', STORY, 'Story');
    await add(`survey ${suffix}`, FORM.title, 'Form');
    await add('quick quiz', GAME, 'Game');
    await expect.poll(rowTitlesNow).toEqual([STORY, FORM.title, GAME]);
    // A new link is hidden from visitors until it is published, whatever the item's own state.
    for (const title of [STORY, FORM.title, GAME]) await expect.poll(() => linkState(title).innerText()).toBe('Hidden');
    // Linked items are not offered again.
    await search.fill('Harbour wa');
    await panel.getByText('Nothing matches “Harbour wa”.').waitFor();
    await search.fill('');

    // Publish the story's link; archive the form's.
    await row(STORY).getByRole('button', { name: `Publish “${STORY}”`, exact: true }).click();
    await expect.poll(() => linkState(STORY).innerText()).toBe('Listed');
    await row(STORY).getByRole('button', { name: `Unpublish “${STORY}”`, exact: true }).waitFor();
    await row(FORM.title).getByRole('button', { name: `Archive “${FORM.title}”`, exact: true }).click();
    await expect.poll(() => linkState(FORM.title).innerText()).toBe('Archived');
    await row(FORM.title).getByRole('button', { name: `Unarchive “${FORM.title}”`, exact: true }).waitFor();
    expect(await linkState(GAME).innerText()).toBe('Hidden');
    // Every row words the link and the item in the one vocabulary: the link's Listed/Hidden/Archived "In the programme",
    // the item's Draft/Published/Archived — never an item's word for the link ("Link Active" beside "Item Published").
    for (const title of [STORY, FORM.title, GAME]) {
      expect(await row(title).locator('.relation-row__states').innerText()).toMatch(/^In the programme\s*(Listed|Hidden|Archived)\s*Item\s*(Draft|Published|Archived)$/);
    }

    const e = await storedEvent();
    const links = await programme(e.id);
    expect(links.map((l) => [l.target_kind, l.target.title, l.state])).toEqual([
      ['story', STORY, 'published'], ['form', FORM.title, 'archived'], ['game', GAME, 'active'],
    ]);
    // The states survive a reload of the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Event' }).waitFor();
    await expect.poll(() => linkState(STORY).innerText()).toBe('Listed');
    await expect.poll(() => linkState(FORM.title).innerText()).toBe('Archived');
    await expect.poll(() => linkState(GAME).innerText()).toBe('Hidden');
    await panel.screenshot({ path: '.tmp/eventsForms-programme.png' });
    // The phone lists the programme as the app would: the archived form's link is left out.
    await phone().getByText(STORY, { exact: true }).waitFor();
    await phone().getByText(GAME, { exact: true }).waitFor();
    expect(await phone().getByText(FORM.title).count()).toBe(0);
  }, TIMEOUT);

  it('the story\'s editor lists the event under "Used in events" with the link\'s state', async () => {
    await openTab(page, 'Stories');
    await page.getByRole('heading', { name: 'Stories', level: 1 }).waitFor();
    await option('Stories', STORY).click();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    await page.getByRole('heading', { name: 'Linked from' }).waitFor();
    const usedIn = page.getByRole('region', { name: 'Used in events' });
    const open = usedIn.getByRole('link', { name: `Open Event “${EVENT.title}”` });
    await open.waitFor();
    // `has` is looked up inside each row: a locator from the page root, not from the region.
    const row = usedIn.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Open Event “${EVENT.title}”` }) });
    await expect.poll(() => row.locator('.relation-row__state').first().innerText()).toMatch(/^In the programme\s*Listed$/);
    await row.getByRole('button', { name: `Unpublish in “${EVENT.title}”`, exact: true }).waitFor();
    // The seeded festival holds the story too, with its own link.
    await usedIn.getByRole('link', { name: 'Open Event “Harbour festival”' }).waitFor();
    await usedIn.screenshot({ path: '.tmp/eventsForms-usedIn.png' });

    // The link opens the event.
    await open.click();
    await page.getByRole('heading', { name: 'Edit Event' }).waitFor();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(EVENT.title);
  }, TIMEOUT);
});
