import { describe, expect, it } from 'vitest';
import { templateCopy } from '../../../tests/support/templateCopy.ts';
import { createLoginGuard } from './createLoginGuard.ts';

// The real SQL on a real (embedded) database: a copy of the test template, migrated to this tree.
const copy = templateCopy('login-guard');

const TOO_MANY = /^Too many failed sign-ins\. Try again in (\d+) minute\(s\)\.$/;

describe('login guard', () => {
  it('lets 10 attempts for an e-mail through and refuses the 11th for 15 minutes, from any address', async () => {
    const guard = createLoginGuard(copy.db);
    for (let i = 0; i < 10; i++) await guard.begin('kari@demo.test', `10.0.0.${i}`, 'en');
    const refused = guard.begin('kari@demo.test', '10.0.0.99', 'en');
    await expect(refused).rejects.toMatchObject({ status: 429, message: 'Too many failed sign-ins. Try again in 15 minute(s).' });
    await expect(guard.begin('kari@demo.test', '10.0.0.98', 'es')).rejects.toThrow('Demasiados inicios de sesión fallidos. Inténtalo de nuevo en 15 minuto(s).');
    await expect(guard.begin('ola@demo.test', '10.0.0.99', 'en')).resolves.toBeDefined();
  });

  it('counts attempts when they start: of 40 at once, exactly 10 get through', async () => {
    const guard = createLoginGuard(copy.db);
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => guard.begin('burst@demo.test', `10.1.0.${i}`, 'en')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason.message).toMatch(TOO_MANY);
  });

  it('refuses an address that sprays many e-mails, without using up those e-mails\' attempts', async () => {
    const guard = createLoginGuard(copy.db);
    for (let i = 0; i < 10; i++) await guard.begin(`spray${i}@demo.test`, '10.2.0.7', 'en');
    for (let i = 0; i < 5; i++) await expect(guard.begin('victim@demo.test', '10.2.0.7', 'en')).rejects.toThrow(TOO_MANY);
    // The victim still has all 10 attempts from elsewhere.
    for (let i = 0; i < 10; i++) await guard.begin('victim@demo.test', `10.2.1.${i}`, 'en');
    await expect(guard.begin('victim@demo.test', '10.2.2.1', 'en')).rejects.toThrow(TOO_MANY);
  });

  it('a successful sign-in clears its e-mail\'s count and does not count against its address', async () => {
    const guard = createLoginGuard(copy.db);
    for (let i = 0; i < 9; i++) await guard.begin('kim@demo.test', '10.3.0.1', 'en');
    await guard.succeeded(await guard.begin('kim@demo.test', '10.3.0.1', 'en'));
    // Nine failures remain on the address; the e-mail starts afresh.
    await guard.begin('kim@demo.test', '10.3.0.2', 'en');
    await guard.begin('someone@demo.test', '10.3.0.1', 'en');
    await expect(guard.begin('other@demo.test', '10.3.0.1', 'en')).rejects.toThrow(TOO_MANY);
  });

  it('counts are shared by every guard on the database (one per server process)', async () => {
    const a = createLoginGuard(copy.db);
    const b = createLoginGuard(copy.db);
    for (let i = 0; i < 6; i++) await a.begin('shared@demo.test', `10.4.0.${i}`, 'en');
    for (let i = 0; i < 4; i++) await b.begin('shared@demo.test', `10.4.1.${i}`, 'en');
    await expect(a.begin('shared@demo.test', '10.4.2.1', 'en')).rejects.toThrow(TOO_MANY);
    await expect(b.begin('shared@demo.test', '10.4.2.2', 'en')).rejects.toThrow(TOO_MANY);
  });

  it('lets the e-mail in again once its window has run out', async () => {
    const guard = createLoginGuard(copy.db, { windowSeconds: 3 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => guard.begin('later@demo.test', `10.5.0.${i}`, 'en')));
    await expect(guard.begin('later@demo.test', '10.5.1.1', 'en')).rejects.toThrow('Try again in 1 minute(s).');
    await new Promise((r) => setTimeout(r, 3100));
    await expect(guard.begin('later@demo.test', '10.5.1.1', 'en')).resolves.toBeDefined();
  });

  it('stores neither e-mails nor addresses', async () => {
    const rows = await copy.db.query<{ key: string }>('select key from login_attempts');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^[ea]:[0-9a-f]{64}$/);
  });
});
