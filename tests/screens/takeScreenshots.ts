/**
 * Screenshots of every tab of both demo companies at 1280, 1920 and 390 px in en and es, plus one
 * contact sheet per company × language × width, so a person can look at every screen before a stop.
 * Usage: npm run screenshots -- [outDir] (needs a fresh `npx vite build`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { consoleRoutes } from '../../src/console/routes/consoleRoutes.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_COMPANY, FJORD_COMPANY } from '../support/companies.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { startServer } from '../support/startServer.ts';
import { signIn } from '../e2e/shellSupport.ts';

const out = resolve(process.argv[2] ?? '.tmp/screens');
const WIDTHS = [1280, 1920, 390];
const LANGUAGES = ['en', 'es'];
const COMPANIES = [DEMO_COMPANY, FJORD_COMPANY];

const tabs = consoleRoutes(kindRegistry.kinds).tabs.filter((r) => !r.path.includes(':'));
const paths = ['/info', '/dashboard', ...tabs.map((t) => t.path)];

const server = await startServer({ fromTemplate: false });
const browser = await launchBrowser();
try {
  for (const company of COMPANIES) {
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 1000 } });
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        // Signed in through the English form, then the interface language the user would pick.
        await signIn(page, server, '/info', { email: company.email, password: company.password });
        await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
        const dir = join(out, `${company.slug}-${language}-${width}`);
        mkdirSync(dir, { recursive: true });
        const shots: string[] = [];
        for (const path of [...new Set(paths)]) {
          await page.goto(`${server.url}/admin${path}`);
          await page.waitForLoadState('networkidle');
          await page.locator('.spinner').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
          await page.waitForTimeout(300);
          const file = `${path.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}.png`;
          await page.screenshot({ path: join(dir, file) });
          shots.push(file);
        }
        await context.close();
        const sheet = `<html><body style="margin:0;display:grid;grid-template-columns:repeat(4,1fr);gap:4px;background:#444">${shots
          .map((f) => `<figure style="margin:0;color:#fff;font:12px sans-serif"><img src="file://${join(dir, f)}" style="width:100%"><figcaption>${f}</figcaption></figure>`)
          .join('')}</body></html>`;
        writeFileSync(join(dir, 'sheet.html'), sheet);
        const sheetPage = await browser.newPage({ viewport: { width: 2400, height: 1200 } });
        await sheetPage.goto(`file://${join(dir, 'sheet.html')}`);
        await sheetPage.waitForLoadState('load');
        await sheetPage.screenshot({ path: join(out, `${company.slug}-${language}-${width}.png`), fullPage: true });
        await sheetPage.close();
        console.log(`${company.slug} ${language} ${width}: ${shots.length} screens`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
