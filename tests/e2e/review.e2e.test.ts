import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { DEMO, kindRegistry } from '../support/kindRegistry.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import type { TestServer } from '../support/startServer.ts';
import { axeAudit, formatFindings } from './axeAudit.ts';
import { signIn } from './shellSupport.ts';

// The review step in real Chromium against the real server, each role in its own browser: the
// author submits a story (no Publish for them), the editor finds it in the review queue on Info and
// returns it with a comment, the author reads the comment above the form and resubmits, the editor
// publishes it and the queue empties.
const TIMEOUT = 120_000;
const STORY = kindRegistry.get('story');
const suffix = Math.random().toString(36).slice(2, 7);
const TITLE = `Lighthouse keeper ${suffix}`;
const COMMENT = 'Say when the lighthouse was built, please.';
// The demo's own author and editor (the first start seeds one user of each role).
const AUTHOR = DEMO_TEAM.author;
const EDITOR = DEMO_TEAM.editor;

describe('the review step in the console', () => {
  let storyId = 0;
  const s = consoleSession({
    // The author writes the story.
    async prepare(server) {
      const admin = api(server, await server.login());
      const author = api(server, await server.login(AUTHOR.email, AUTHOR.password));
      const doc = labelled(STORY, await sampleDoc({ client: admin, company: DEMO }, STORY), TITLE);
      const story = await author.post(`/api/${STORY.api.entity}`, doc);
      if (story.status !== 201) throw new Error(`story: ${story.status} ${JSON.stringify(story.body)}`);
      storyId = story.body.data.id;
    },
  });
  let server: TestServer;
  let author: Page;
  let editor: Page;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = s.server;
    const page = async (who: { email: string; password: string }, path: string) => {
      const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const p = await context.newPage();
      p.setDefaultTimeout(20_000);
      await signIn(p, server, path, { email: who.email, password: who.password });
      return p;
    };
    author = await page(AUTHOR, `/${STORY.route}?id=${storyId}`);
    editor = await page(EDITOR, '/info');
  }, TIMEOUT);
  afterAll(async () => { for (const c of contexts) await c.close(); });

  const badge = (p: Page) => p.locator('.editor__header .badge');
  const lifecycle = (p: Page) => p.getByRole('group', { name: 'Lifecycle actions' });
  const openStory = async (p: Page) => {
    await p.goto(`${server.url}/admin/${STORY.route}?id=${storyId}`);
    await p.getByRole('heading', { name: /^Edit / }).waitFor();
  };
  const queueRow = (p: Page) => p.getByRole('region', { name: 'Waiting for review' }).locator(`[data-item="${STORY.id}/${storyId}"]`);

  it('the author submits the story for review and is offered neither Publish nor Destroy', async () => {
    await author.getByRole('heading', { name: /^Edit / }).waitFor();
    await expect.poll(() => badge(author).innerText()).toBe('Draft');
    expect(await lifecycle(author).getByRole('button').allInnerTexts()).toEqual(['Submit for review']);
    await lifecycle(author).getByRole('button', { name: 'Submit for review' }).click();
    await expect.poll(() => badge(author).innerText()).toBe('In review');
    await author.getByText('Submitted for review', { exact: true }).first().waitFor();
    expect(await author.getByRole('group', { name: 'Lifecycle actions' }).count()).toBe(0);
  }, TIMEOUT);

  it('the editor finds it in the queue on Info and returns it with a comment', async () => {
    await editor.reload();
    const row = queueRow(editor);
    await row.waitFor();
    expect(await row.innerText()).toContain(`Submitted by ${AUTHOR.name}`);
    expect(formatFindings(await axeAudit(editor, 'Info with the review queue'))).toEqual([]);
    // Never published: the queue opens its History rather than a compare.
    expect(await row.getByRole('link', { name: `History of “${TITLE}”` }).getAttribute('href')).toBe(`/admin/${STORY.route}?id=${storyId}&history=open`);
    await row.getByRole('link', { name: TITLE, exact: true }).click();
    await editor.getByRole('heading', { name: /^Edit / }).waitFor();
    await expect.poll(() => badge(editor).innerText()).toBe('In review');
    expect(await lifecycle(editor).getByRole('button').allInnerTexts()).toEqual(['Publish', 'Return to author', 'More']);
    await lifecycle(editor).getByRole('button', { name: 'Return to author' }).click();
    const dialog = editor.getByRole('dialog', { name: `Return “${TITLE}” to its author?` });
    await dialog.getByLabel('Comment for the author (optional)').fill(COMMENT);
    expect(formatFindings(await axeAudit(editor, 'the return dialog'))).toEqual([]);
    await dialog.getByRole('button', { name: 'Return to author' }).click();
    await expect.poll(() => badge(editor).innerText()).toBe('Returned');
  }, TIMEOUT);

  it('the author reads the comment above the form, sees the return in History, and resubmits', async () => {
    await openStory(author);
    await expect.poll(() => badge(author).innerText()).toBe('Returned');
    const banner = author.locator('.review-banner[role="status"]');
    expect(await banner.innerText()).toBe(`Returned by ${EDITOR.name}: ${COMMENT}`);
    expect(formatFindings(await axeAudit(author, 'the editor with the returned banner'))).toEqual([]);
    await author.getByRole('button', { name: 'History', exact: true }).click();
    const history = author.getByRole('region', { name: 'History' });
    const newest = history.locator('[data-revision]').first();
    await expect.poll(() => newest.locator('.hrow__action').innerText()).toBe('Returned to author');
    expect(await newest.locator('.hrow__comment').innerText()).toBe(`Comment: ${COMMENT}`);
    await author.getByRole('button', { name: 'Close history' }).click();
    await lifecycle(author).getByRole('button', { name: 'Submit for review' }).click();
    await expect.poll(() => badge(author).innerText()).toBe('In review');
    await banner.waitFor({ state: 'detached' });
  }, TIMEOUT);

  it('the editor publishes it from the queue, and the queue is empty again', async () => {
    await editor.goto(`${server.url}/admin/info`);
    await queueRow(editor).getByRole('link', { name: TITLE, exact: true }).click();
    await expect.poll(() => badge(editor).innerText()).toBe('In review');
    await lifecycle(editor).getByRole('button', { name: 'Publish' }).click();
    // The demo company has other languages, and a story may carry lint findings: the publish asks first.
    const ask = editor.getByRole('dialog');
    const published = badge(editor).filter({ hasText: 'Published' });
    await Promise.race([ask.waitFor(), published.waitFor()]);
    if (await ask.count()) await ask.getByRole('button', { name: /^Publish/ }).click();
    await expect.poll(() => badge(editor).innerText()).toBe('Published');
    await editor.goto(`${server.url}/admin/info`);
    await editor.getByRole('region', { name: 'Waiting for review' }).getByText('Nothing is waiting for review.').waitFor();
    await editor.goto(`${server.url}/admin/dashboard`);
    await editor.getByRole('region', { name: 'Waiting for review' }).getByText('Nothing is waiting for review.').waitFor();
    expect(formatFindings(await axeAudit(editor, 'Dashboard with the empty queue'))).toEqual([]);
    // The author's item, published, reads so for them too, with nothing left to submit.
    await openStory(author);
    await expect.poll(() => badge(author).innerText()).toBe('Published');
    expect(await lifecycle(author).count()).toBe(0);
  }, TIMEOUT);
});
