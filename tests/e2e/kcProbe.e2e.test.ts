import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { consoleSession } from '../support/consoleSession.ts';
import { api } from '../support/api.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const consoleDir = mkdtempSync(join(tmpdir(), 'tourbench-testkinds-'));
beforeAll(() => {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env: { ...process.env, VITE_TEST_KINDS: '1' }, stdio: 'pipe' });
}, 120_000);
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

describe('explore', () => {
  const s = consoleSession({
    server: { env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds', CONSOLE_DIR: consoleDir } },
    async prepare(server) {
      const c = api(server, await server.login());
      for (const [title, city] of [['Opera House', 'Oslo'], ['Fram Museum', 'Oslo']]) console.log((await c.post('/api/tk_venue', { title, city })).status);
    },
    signInAt: '/tk_tour',
  });
  it('dumps', async () => {
    const page = s.page;
    page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('textbox', { name: /^Tour title/ }).fill('X');
    await page.getByRole('checkbox', { name: 'Closed' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForTimeout(1500);
    console.log(await page.locator('main').ariaSnapshot());
    console.log(await page.locator('form').evaluate((f) => f.outerHTML.slice(0, 6000)));
    const venue = page.getByRole('combobox', { name: 'Venue', exact: true });
    await venue.fill('opera h');
    await page.waitForTimeout(1500);
    console.log(await page.locator('.ref-widget').first().evaluate((f) => f.outerHTML));
    await venue.fill('Opera');
    await page.waitForTimeout(1500);
    console.log(await page.locator('.ref-widget').first().evaluate((f) => f.outerHTML));
  }, 120_000);
});
