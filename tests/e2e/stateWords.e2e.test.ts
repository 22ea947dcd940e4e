import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { relationPaths } from '../../src/core/relations.ts';
import { api, storedList, type ApiClient } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { openTab } from './tabBarSupport.ts';

// Status words never contradict each other, in real Chromium against the real server: one item
// published once and un-published again (the wire's `unpublished`) reads "Draft" in its list row, its
// editor header, its History and the events that hold it, and Info counts it under "Draft"; its link in
// the festival's programme, published, reads "In the programme: Listed" beside the item's "Draft" —
// never an item's word for the link.
const TIMEOUT = 120_000;
const FORM = kindRegistry.get('form').api;
const EVENT = kindRegistry.get('event').api;
const TITLE = `Ferry survey ${Math.random().toString(36).slice(2, 7)}`;
const FESTIVAL = 'Harbour festival';

async function ok(client: ApiClient, path: string) {
  const res = await client.get(path);
  if (res.status !== 200 && res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('one state vocabulary on every screen', () => {
  const s = consoleSession({
    signInAt: '/info',
    // A form published and un-published again, in the festival's programme with its link published.
    async prepare(server) {
      const client = api(server, await server.login());
      const made = await client.post(`/api/${FORM.entity}`, { title: TITLE, ingress: 'Three questions on the crossing.', url: 'https://example.org/forms/ferry' });
      if (made.status !== 201) throw new Error(`form: ${made.status} ${JSON.stringify(made.body)}`);
      const id = made.body.data.id as number;
      await ok(client, `/api/${FORM.entity}/publish/${id}`);
      await ok(client, `/api/${FORM.entity}/un-publish/${id}`);
      const festival = (await storedList<{ id: number; title: string }>(client, EVENT)).find((e) => e.title === FESTIVAL);
      if (!festival) throw new Error(`no event "${FESTIVAL}"`);
      const link = (await ok(client, `/api${relationPaths.link(EVENT.entity, festival.id, 'contents', id, 'form')}`)).data as { id: number };
      await ok(client, `/api${relationPaths.byLink(EVENT.entity, 'contents', 'publish', link.id)}`);
    },
  });
  let page: Page;
  beforeAll(() => { ({ page } = s); });

  const formsList = () => page.getByRole('listbox', { name: 'Forms', exact: true });
  const row = (title: string) => formsList().getByRole('option', { name: new RegExp(`^${title}`) });
  const editorBadge = () => page.locator('.editor__header .badge');
  const badgeWords = (scope: Locator) => scope.locator('.badge').allInnerTexts();

  it('Info counts the forms under the words their list badges show', async () => {
    await page.getByRole('heading', { name: 'Oslo Fjord Tours', level: 1 }).waitFor();
    const counts = page.getByRole('region', { name: 'Content', exact: true });
    const forms = counts.getByRole('row').filter({ has: page.getByRole('link', { name: 'Forms', exact: true }) });
    await forms.waitFor();
    const headers = await counts.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(1)).toEqual(['Total', 'Published', 'Draft', 'Archived']);
    const [total, published, draft, archived] = (await forms.getByRole('cell').allInnerTexts()).map(Number);
    expect(draft).toBeGreaterThanOrEqual(1);

    await openTab(page, 'Forms');
    await row(TITLE).waitFor();
    await page.getByText('Show archived').click();
    await expect.poll(async () => (await formsList().getByRole('option').count())).toBe(total);
    const words = await formsList().locator('.row__meta .badge').allInnerTexts();
    const tally = (word: string) => words.filter((w) => w === word).length;
    expect({ published: tally('Published'), draft: tally('Draft'), archived: tally('Archived') }).toEqual({ published, draft, archived });
    // Only the three words: none of the lifecycle's own (Active, Unpublished).
    expect(words.filter((w) => !['Published', 'Draft', 'Archived'].includes(w))).toEqual([]);
  }, TIMEOUT);

  it('the item reads "Draft" in its row, its editor header, its History and the event that holds it', async () => {
    expect(await badgeWords(row(TITLE))).toEqual(['Draft']);
    await row(TITLE).click();
    await page.getByRole('heading', { name: 'Edit Form' }).waitFor();
    await expect.poll(() => editorBadge().allInnerTexts()).toEqual(['Draft']);

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('region', { name: 'History' });
    const revision = (action: string) => history.locator('[data-revision]').filter({ has: page.locator('.hrow__action', { hasText: new RegExp(`^${action}$`) }) });
    await revision('Unpublished').waitFor();
    // Each revision with the state it left; the newest one's is the header's word.
    expect(await badgeWords(history.locator('[data-revision]').first())).toEqual(['Draft']);
    expect(await badgeWords(revision('Unpublished'))).toEqual(['Draft']);
    expect(await badgeWords(revision('Published'))).toEqual(['Published']);
    expect(await badgeWords(revision('Created'))).toEqual(['Draft']);
    await page.getByRole('button', { name: 'Close history' }).click();

    const usedIn = page.getByRole('region', { name: 'Used in events' });
    const festival = usedIn.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Open Event “${FESTIVAL}”` }) });
    await festival.waitFor();
    // The link's own word, then the event's; the form's own word stays the header's.
    expect(await festival.locator('.relation-row__state').first().innerText()).toMatch(/^In the programme\s*Listed$/);
    expect(await festival.locator('.relation-row__state').nth(1).innerText()).toMatch(/^Event\s*(Draft|Published|Archived)$/);
  }, TIMEOUT);

  it('the festival\'s programme row: "In the programme: Listed" beside the item\'s own "Draft", no "Active"', async () => {
    await openTab(page, 'Events');
    await page.getByRole('listbox', { name: 'Events', exact: true }).getByRole('option', { name: new RegExp(`^${FESTIVAL}`) }).click();
    await page.getByRole('heading', { name: 'Edit Event' }).waitFor();
    const programme = page.getByRole('region', { name: 'Programme: stories, forms and games' });
    const formRow = programme.getByRole('listitem', { name: new RegExp(`^${TITLE}, \\d of \\d$`) });
    await formRow.waitFor();
    const states = formRow.locator('.relation-row__state');
    expect(await states.nth(0).innerText()).toMatch(/^In the programme\s*Listed$/);
    expect(await states.nth(1).innerText()).toMatch(/^Item\s*Draft$/);
    // Every row of the programme speaks the same two vocabularies.
    for (const text of await programme.locator('.relation-row__states').allInnerTexts()) {
      expect(text).toMatch(/^In the programme\s*(Listed|Hidden|Archived)\s*Item\s*(Draft|Published|Archived)$/);
    }
    await formRow.screenshot({ path: '.tmp/stateWords-programme.png' });
  }, TIMEOUT);
});
