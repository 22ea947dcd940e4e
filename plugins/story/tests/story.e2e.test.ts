import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// The story editor (SPEC §2 "Story editor", §5) in real Chromium against the built console (dist/)
// and a real server: the collapsible keyed pages, their buttons' next-page pointers, the per-page map (tiles
// and geocoder faked over HTTP), the pointer graph and its lint, and walking the pages in the phone.
const TIMEOUT = 120_000;

interface StoredPage { id: number; page_title: string; text: string; next_page?: number; is_end?: boolean; latitude?: number; longitude?: number }
interface StoredStory { id: number; name: string; pages?: StoredPage[] }

describe('story editor', () => {
  const s = consoleSession({ fakeMap: true, permissions: [], signInAt: '/story' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = () => page.getByRole('status').filter({ hasText: 'Successfully Saved' });
  /** What a save of an existing story says; once it is there, the earlier one is gone. */
  const updated = () => page.getByRole('status').filter({ hasText: 'Successfully Updated' }).last();
  const pages = () => page.getByRole('group', { name: 'Pages' });
  const graph = () => page.getByRole('region', { name: 'How the Pages connect' });
  /** A page's row header (the disclosure button): "Gate, 1 of 3" (plus ": 1 problem" when marked). */
  const row = (title: string) => pages().getByRole('button', { name: new RegExp(`^${esc(title)}, \\d+ of \\d+`) });
  /** The open page's panel, labelled by its row header. */
  const panel = (title: string) => pages().getByRole('region', { name: new RegExp(`^${esc(title)}, \\d+ of \\d+`) });
  const rowActions = (title: string) => row(title).locator('xpath=following-sibling::*[contains(@class, "collapsible-row__actions")]');
  const phone = () => page.getByTestId('phone-emulator');
  /** The row headers' accessible names, in order. */
  const rowLabels = () => pages().locator('button.collapsible-row__toggle').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  /** The texts of what a control is described by (RJSF points aria-describedby at the field's error list). */
  async function describedBy(control: Locator): Promise<string> {
    const ids = (await control.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
    const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).allInnerTexts()));
    return texts.flat().join(' ');
  }

  async function open(title: string) {
    const header = row(title);
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await panel(title).waitFor();
    return panel(title);
  }

  async function closeAll() {
    for (const h of await pages().locator('button.collapsible-row__toggle[aria-expanded="true"]').all()) await h.click();
  }

  /** Adds a page (the array's Add button; the new page opens) and types its title and text. */
  async function addPage(title: string, text: string) {
    const count = await pages().locator('button.collapsible-row__toggle').count();
    await pages().getByRole('button', { name: 'Add', exact: true }).click();
    const fresh = pages().getByRole('region', { name: new RegExp(`, ${count + 1} of ${count + 1}`) });
    await fresh.waitFor();
    await fresh.getByRole('textbox', { name: /^Page Title/ }).fill(title);
    await fresh.getByRole('textbox', { name: /^Page Text/ }).fill(text);
    await panel(title).waitFor();
  }

  const optionLabels = (select: Locator) => select.locator('option').allInnerTexts();
  const selectedLabel = (select: Locator) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
  const coordinate = (p: Locator, label: 'Latitude' | 'Longitude') => p.getByRole('textbox', { name: new RegExp(`^${label}`) });

  async function storyByName(name: string): Promise<StoredStory | undefined> {
    const client = api(server, await tokenOf(page.context()));
    const res = await client.get('/api/story');
    expect(res.status).toBe(200);
    return (res.body.data.story as StoredStory[]).find((x) => x.name === name);
  }

  it('an empty story says the four §5 messages beside its fields; a closed empty page opens on save with its two', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Story' }).waitFor();
    await save();
    const fields: [RegExp, string][] = [
      [/^Story Name/, 'Name is required'],
      [/^Story Title/, 'Title is required'],
      [/^Ingress/, 'Ingress is required'],
      [/^Description/, 'Description is required'],
    ];
    for (const [name, msg] of fields) {
      const box = page.getByRole('textbox', { name });
      await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(box)).toContain(msg);
    }
    // Only the spec's words, not RJSF's or ajv's.
    expect(await page.getByText(/must have required property|must NOT have fewer/).count()).toBe(0);

    await pages().getByRole('button', { name: 'Add', exact: true }).click();
    await row('Page 1').waitFor();
    // Closed again, so the invalid save is what opens it.
    await closeAll();
    await panel('Page 1').waitFor({ state: 'detached' });
    // With the story's own fields still empty the first error is Story Name: it keeps the focus, and the
    // first invalid page opens as well.
    await save();
    await expect.poll(() => row('Page 1').getAttribute('aria-label')).toContain('has errors');
    await panel('Page 1').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('story_name');
    await closeAll();
    await page.getByRole('textbox', { name: /^Story Name/ }).fill('Castle tour');
    await page.getByRole('textbox', { name: /^Story Title/ }).fill('Up to the tower');
    await page.getByRole('textbox', { name: /^Ingress/ }).fill('Three rooms of the old castle.');
    await page.getByRole('textbox', { name: /^Description/ }).fill('From the gate through the hall up to the tower.');
    await save();
    const p1 = panel('Page 1');
    await p1.waitFor();
    expect(await row('Page 1').getAttribute('aria-expanded')).toBe('true');
    for (const [name, msg] of [[/^Page Title/, 'Title is required'], [/^Page Text/, 'Description is required']] as const) {
      const box = p1.getByRole('textbox', { name });
      await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(box)).toContain(msg);
    }
    // The row says it has errors even when closed.
    expect(await row('Page 1').getAttribute('aria-label')).toContain('has errors');
    expect(await saved().count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'New Story' }).count()).toBe(1);
    expect(await storyByName('Castle tour')).toBeUndefined();
  }, TIMEOUT);

  it('creates a story of three linked pages, placed by a map click and by place search, Tower the end', async () => {
    // Start over from the empty page the previous test left: remove it.
    await rowActions('Page 1').getByRole('button', { name: 'Remove', exact: true }).click();
    await row('Page 1').waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: /^Story Name/ }).inputValue()).toBe('Castle tour');

    await addPage('Gate', 'The castle gate, open since 1300.');
    await addPage('Hall', 'The great hall with its long tables.');
    await addPage('Tower', 'The view from the top of the tower.');

    // Gate → Hall; a page's select never offers the page itself.
    let p = await open('Gate');
    let next = p.getByRole('combobox', { name: 'Button 1 Next Page', exact: true });
    expect(await optionLabels(next)).toEqual(['— None —', 'Hall', 'Tower']);
    // Each button's page select is named after its button, the second like the first.
    expect(await p.getByRole('combobox', { name: 'Button 2 Next Page', exact: true }).count()).toBe(1);
    expect(await p.getByRole('textbox', { name: /^Button 2/ }).count()).toBe(1);
    await next.selectOption({ label: 'Hall' });
    expect(await selectedLabel(next)).toBe('Hall');

    // Gate placed by a click on its map (edit mode): latitude and longitude fill.
    const map = p.getByRole('region', { name: /^Map: click to place the pin/ });
    const canvas = map.locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await expect.poll(() => coordinate(p, 'Latitude').inputValue()).not.toBe('');
    expect(await coordinate(p, 'Longitude').inputValue()).not.toBe('');
    const gateLat = Number(await coordinate(p, 'Latitude').inputValue());
    const gateLng = Number(await coordinate(p, 'Longitude').inputValue());
    expect(Number.isFinite(gateLat) && Number.isFinite(gateLng)).toBe(true);

    // Hall → Tower, placed by place search.
    p = await open('Hall');
    await panel('Gate').waitFor({ state: 'detached' }); // one open at a time
    next = p.getByRole('combobox', { name: 'Button 1 Next Page', exact: true });
    expect(await optionLabels(next)).toEqual(['— None —', 'Gate', 'Tower']);
    await next.selectOption({ label: 'Tower' });
    await p.getByRole('combobox', { name: 'Search and add a pin' }).fill('vigeland');
    await page.getByRole('option', { name: /^Vigeland Park, Oslo, Norway$/ }).click();
    await p.getByRole('button', { name: 'Select Location', exact: true }).click();
    await expect.poll(async () => Number(await coordinate(p, 'Latitude').inputValue())).toBe(59.927);
    expect(Number(await coordinate(p, 'Longitude').inputValue())).toBe(10.7);

    // Tower ends the story.
    p = await open('Tower');
    expect(await optionLabels(p.getByRole('combobox', { name: 'Button 1 Next Page', exact: true }))).toEqual(['— None —', 'Gate', 'Hall']);
    await p.getByRole('checkbox', { name: 'This page ends the story' }).check();

    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    // A consistent story: no page is marked.
    for (const t of ['Gate', 'Hall', 'Tower']) expect(await row(t).getAttribute('aria-label')).toMatch(new RegExp(`^${t}, \\d of 3$`));

    const story = (await storyByName('Castle tour'))!;
    expect(story.pages!.map((x) => x.page_title)).toEqual(['Gate', 'Hall', 'Tower']);
    const [gate, hall, tower] = story.pages!;
    expect(gate).toMatchObject({ next_page: hall.id, text: 'The castle gate, open since 1300.' });
    expect(gate.latitude).toBeCloseTo(gateLat, 5);
    expect(gate.longitude).toBeCloseTo(gateLng, 5);
    expect(hall).toMatchObject({ next_page: tower.id, latitude: 59.927, longitude: 10.7 });
    expect(tower).toMatchObject({ is_end: true });
  }, TIMEOUT);

  it('after a reload the story opens again with its pages, pointers and coordinates', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    // The heading can paint before the stored story fills the form: wait for its name as a user would.
    await expect.poll(() => page.getByRole('textbox', { name: /^Story Name/ }).inputValue()).toBe('Castle tour');
    await row('Tower').waitFor();
    expect(await rowLabels()).toEqual(['Gate, 1 of 3', 'Hall, 2 of 3', 'Tower, 3 of 3']);

    const stored = (await storyByName('Castle tour'))!;
    const gateStored = stored.pages![0];
    let p = await open('Gate');
    expect(await selectedLabel(p.getByRole('combobox', { name: 'Button 1 Next Page', exact: true }))).toBe('Hall');
    expect(Number(await coordinate(p, 'Latitude').inputValue())).toBeCloseTo(gateStored.latitude!, 5);
    expect(Number(await coordinate(p, 'Longitude').inputValue())).toBeCloseTo(gateStored.longitude!, 5);
    p = await open('Hall');
    expect(await selectedLabel(p.getByRole('combobox', { name: 'Button 1 Next Page', exact: true }))).toBe('Tower');
    expect(Number(await coordinate(p, 'Latitude').inputValue())).toBe(59.927);
    expect(Number(await coordinate(p, 'Longitude').inputValue())).toBe(10.7);
    p = await open('Tower');
    expect(await p.getByRole('checkbox', { name: 'This page ends the story' }).isChecked()).toBe(true);
  }, TIMEOUT);

  it('renaming a page carries the pointers along: Gate\'s Button 1 Next Page shows "Great Hall"', async () => {
    const p = await open('Hall');
    await p.getByRole('textbox', { name: /^Page Title/ }).fill('Great Hall');
    await row('Great Hall').waitFor();
    const gate = await open('Gate');
    expect(await selectedLabel(gate.getByRole('combobox', { name: 'Button 1 Next Page', exact: true }))).toBe('Great Hall');
    await save();
    await updated().waitFor();
    const story = (await storyByName('Castle tour'))!;
    expect(story.pages!.map((x) => x.page_title)).toEqual(['Gate', 'Great Hall', 'Tower']);
    expect(story.pages![0].next_page).toBe(story.pages![1].id);
  }, TIMEOUT);

  it('removing a page another points at asks first, naming it; cancel keeps it, confirm clears the pointer', async () => {
    const remove = () => rowActions('Great Hall').getByRole('button', { name: 'Remove', exact: true }).click();
    await remove();
    const dialog = page.getByRole('dialog', { name: 'Remove “Great Hall”?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('“Great Hall” is the Button 1 Next Page of “Gate”.');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row('Great Hall').waitFor();
    expect(await pages().locator('button.collapsible-row__toggle').count()).toBe(3);
    expect(await selectedLabel((await open('Gate')).getByRole('combobox', { name: 'Button 1 Next Page', exact: true }))).toBe('Great Hall');

    await remove();
    await dialog.getByRole('button', { name: 'Remove anyway', exact: true }).click();
    await row('Great Hall').waitFor({ state: 'detached' });
    expect(await pages().locator('button.collapsible-row__toggle').count()).toBe(2);
    const gate = await open('Gate');
    const next = gate.getByRole('combobox', { name: 'Button 1 Next Page', exact: true });
    expect(await next.inputValue()).toBe('');
    expect(await selectedLabel(next)).toBe('— None —');
    expect(await optionLabels(next)).toEqual(['— None —', 'Tower']);
  }, TIMEOUT);

  it('the graph flags Tower as unreachable and Gate as a dead end; Publish lists the faults and publishes on confirm', async () => {
    const unreachable = '“Tower” cannot be reached from the first page';
    const deadEnd = '“Gate” is a dead end: no button leads on and it is not marked as an ending';
    const towerNode = graph().getByRole('button', { name: /^Tower\b/ });
    // The node is named by its title; its problems are its description (and its tooltip).
    await expect.poll(() => towerNode.getAttribute('title')).toContain(unreachable);
    expect(await towerNode.getAttribute('class')).toContain('child-graph__node--faulty');
    expect(await graph().getByRole('button', { name: /^Gate\b/ }).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toContain(deadEnd);
    expect(await row('Tower').getAttribute('aria-label')).toContain('1 problem');
    // The node opens its page, which lists the fault.
    await towerNode.click();
    const tower = panel('Tower');
    await tower.getByText(unreachable).waitFor();
    // The editor scrolls inside its pane: bring the graph back into view for the picture.
    await graph().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: '.tmp/story-e2e.png' });

    // Publishing publishes the stored story: save the removal first.
    await save();
    await updated().waitFor();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish with faults?' });
    await dialog.waitFor();
    const listed = await dialog.getByRole('listitem').allInnerTexts();
    expect(listed).toEqual(expect.arrayContaining([unreachable, deadEnd]));
    await dialog.getByRole('button', { name: 'Publish anyway', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Published' }).waitFor();
    expect(await storyByName('Castle tour')).toMatchObject({ state: 'published', is_published: true });
  }, TIMEOUT);

  it('walks the seeded Harbour walk in the phone: buttons, the simulated beacon and Back', async () => {
    await page.getByRole('listbox', { name: 'Stories' }).getByRole('option', { name: /^Harbour walk/ }).click();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Story Name/ }).inputValue()).toBe('Harbour walk');
    await open('Akershus Fortress');
    const heading = (name: string) => phone().getByRole('heading', { name, exact: true });
    await heading('Akershus Fortress').waitFor();
    await phone().getByRole('button', { name: 'To the City Hall', exact: true }).click();
    await heading('City Hall square').waitFor();
    await phone().getByRole('button', { name: 'Out to the fjord', exact: true }).click();
    await heading('The fjord pier').waitFor();
    await phone().getByRole('button', { name: /Simulate: in range of the beacon/ }).click();
    await heading('The Opera House').waitFor();
    await phone().getByRole('button', { name: 'Back', exact: true }).click();
    await heading('The fjord pier').waitFor();
  }, TIMEOUT);

  it('a page just added is no red error and blanks no phone: its dead end is a hint until the author leaves it', async () => {
    const count = await pages().locator('button.collapsible-row__toggle').count();
    await pages().getByRole('button', { name: 'Add', exact: true }).click();
    const fresh = pages().getByRole('region', { name: new RegExp(`, ${count + 1} of ${count + 1}$`) });
    await fresh.waitFor();
    const deadEnd = `“#${count + 1}” is a dead end: no button leads on and it is not marked as an ending`;
    // A calm hint inside the page, not the red fault list; its row and graph node carry no fault marker.
    const hint = fresh.locator('.collapsible-row__faults--hint');
    await hint.getByText(deadEnd).waitFor();
    expect(await hint.locator('p').innerText()).toBe('Still to do here (checked when you save or leave it):');
    expect(await fresh.locator('.collapsible-row__faults:not(.collapsible-row__faults--hint)').count()).toBe(0);
    const newRow = pages().locator('.collapsible-row').nth(count);
    expect(await newRow.getAttribute('class')).not.toContain('collapsible-row--faulty');
    expect(await newRow.locator('button.collapsible-row__toggle').getAttribute('aria-label')).toMatch(new RegExp(`, ${count + 1} of ${count + 1}$`));
    expect(await graph().locator(`.child-graph__node[data-index="${count}"]`).getAttribute('class')).not.toContain('child-graph__node--faulty');
    // The phone keeps showing the story (its cover and the way in) while the new page is empty.
    await phone().getByRole('heading', { name: 'From the Fortress to the Opera', exact: true }).waitFor();
    expect(await phone().getByText('Nothing to preview yet.').count()).toBe(0);
    await page.screenshot({ path: '.tmp/story-new-page.png' });

    // Typed into, the page shows; left for another page, its dead end is a fault like any other.
    await fresh.getByRole('textbox', { name: /^Page Title/ }).fill('Harbour café');
    await phone().getByRole('heading', { name: 'Harbour café', exact: true }).waitFor();
    await row('Akershus Fortress').click();
    await expect.poll(() => row('Harbour café').getAttribute('aria-label')).toMatch(/: 2 problems$/);
    expect(await pages().locator('.collapsible-row').nth(count).getAttribute('class')).toContain('collapsible-row--faulty');
    expect(await graph().locator(`.child-graph__node[data-index="${count}"]`).getAttribute('class')).toContain('child-graph__node--faulty');
  }, TIMEOUT);
});
