import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { kindWith } from '../support/kindRegistry.ts';
import { userMenu } from './shellSupport.ts';

// The API reference in real Chromium against the built console and a real server: opened
// from the admin menu (its code loads only then), the server's OpenAPI document rendered by tag, one
// kind's call expanded down to its schema, and the search narrowing the operations. The kind is the
// registry's first with a titled property whose name says nothing of any tag (so the search can drop it).
const TIMEOUT = 120_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp');
const STORY = kindWith((k) => !/delivery/i.test(k.id) && Object.values(k.schema.properties ?? {}).some((p) => typeof p.title === 'string'))!;
/** The kind's first property with a title: its name and title show in the expanded call. */
const [PROP, PROP_SCHEMA] = Object.entries(STORY.schema.properties ?? {}).find(([, p]) => typeof p.title === 'string')!;
/** The kind's tag in the OpenAPI document, read from the server in `prepare`. */
let STORIES_TAG = '';

describe('the API reference page', () => {
  const s = consoleSession({
    signInAt: `/${STORY.route}`, viewport: { width: 1280, height: 900 },
    async prepare(server) {
      const doc = (await api(server, await server.login()).get('/api/openapi.json')).body;
      STORIES_TAG = doc.paths[`/api/${STORY.api.entity}`].get.tags[0];
    },
  });
  let page: Page;
  beforeAll(() => { ({ page } = s); });

  const tag = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\s*\\d+ operations?$`) });
  const ops = (name: string) => page.getByRole('list', { name, exact: true });

  it('opens from the admin menu, loading its code only then, and explains both ways to authenticate', async () => {
    const chunks: string[] = [];
    page.on('request', (r) => { if (/ApiReferencePage-[^/]+\.js$/.test(r.url())) chunks.push(r.url()); });
    await page.getByRole('navigation', { name: 'Content' }).waitFor();
    expect(chunks).toEqual([]);
    await userMenu(page, 'API reference');
    await page.waitForURL(/\/admin\/api-reference$/);
    await page.getByRole('heading', { name: 'API reference', level: 1 }).waitFor();
    expect(chunks).toHaveLength(1);

    const auth = page.getByRole('region', { name: 'Authentication' });
    await auth.getByRole('heading', { name: 'Staff session' }).waitFor();
    await auth.getByRole('heading', { name: 'Delivery key' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/apiref-top.png` });
  }, TIMEOUT);

  it('groups the operations by tag: the fixed ones and one per kind', async () => {
    for (const name of ['Session', 'Settings', 'Delivery', STORIES_TAG]) await tag(name).waitFor();
    await tag(STORIES_TAG).click();
    await expect(tag(STORIES_TAG).getAttribute('aria-expanded')).resolves.toBe('true');
    const paths = await ops(STORIES_TAG).locator('.apiref-op__path').allInnerTexts();
    expect(paths).toContain(`/api/${STORY.api.entity}`);
    expect(paths).toContain(`/api/${STORY.api.entity}/{id}`);
  }, TIMEOUT);

  it('expands a kind’s create call down to the kind’s schema, and opens that schema from its link', async () => {
    const create = ops(STORIES_TAG).getByRole('button', { name: new RegExp(`^POST\\s*/api/${STORY.api.entity}\\s`) }).first();
    await create.click();
    await expect(create.getAttribute('aria-expanded')).resolves.toBe('true');
    const details = page.locator(`[id="${await create.getAttribute('aria-controls')}"]`);
    await details.getByRole('heading', { name: 'Request body' }).waitFor();
    // The kind's own properties, with their titles from the schema.
    await details.locator('.apiref-prop__name', { hasText: new RegExp(`^${PROP}$`) }).first().waitFor();
    await details.getByText(String(PROP_SCHEMA.title), { exact: false }).first().waitFor();
    await create.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/apiref-operation.png` });

    await details.getByRole('link', { name: STORY.id, exact: true }).first().click();
    const schemas = page.getByRole('region', { name: 'Schemas' });
    const storySchema = schemas.getByRole('button', { name: new RegExp(`^${STORY.id}(?![.\\w])`) });
    await expect(storySchema.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.screenshot({ path: `${SHOTS}/apiref-schema.png` });
  }, TIMEOUT);

  it('filters the operations with the search box', async () => {
    const search = page.getByLabel('Filter operations');
    await search.scrollIntoViewIfNeeded();
    const countText = page.locator('.apiref-search__count');
    const before = Number((await countText.innerText()).split(' ')[2]);
    await search.fill('delivery');
    await expect(tag(STORIES_TAG).count()).resolves.toBe(0);
    await expect(tag('Delivery').getAttribute('aria-expanded')).resolves.toBe('true');
    // Every operation left says "delivery" in its tag, path or summary.
    const groups = await page.locator('.apiref-tag').evaluateAll((els) => els.map((el) => ({
      tag: el.querySelector('.apiref-tag__name')?.textContent ?? '',
      ops: [...el.querySelectorAll('.apiref-op__toggle')].map((b) => b.textContent ?? ''),
    })));
    const paths = groups.flatMap((g) => g.ops);
    expect(paths.length).toBeGreaterThan(0);
    for (const g of groups) for (const op of g.ops) expect(`${g.tag} ${op}`.toLowerCase()).toContain('delivery');
    expect(groups.some((g) => g.ops.some((op) => op.includes(`/delivery/v1/{kind}`)))).toBe(true);
    const [shown, , total] = (await countText.innerText()).split(' ').map(Number);
    expect(total).toBe(before);
    expect(shown).toBe(paths.length);
    await page.screenshot({ path: `${SHOTS}/apiref-search.png` });

    await search.fill('no such call anywhere');
    await page.getByText('No operation matches “no such call anywhere”.').waitFor();
    await search.press('Escape');
    await tag(STORIES_TAG).waitFor();
  }, TIMEOUT);
});
