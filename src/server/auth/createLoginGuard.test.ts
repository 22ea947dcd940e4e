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

  it('failures against one e-mail never refuse another e-mail from the same address', async () => {
    const guard = createLoginGuard(copy.db);
    for (let i = 0; i < 10; i++) await guard.begin('made-up@nowhere.test', '10.2.0.7', 'en');
    await expect(guard.begin('made-up@nowhere.test', '10.2.0.7', 'en')).rejects.toThrow(TOO_MANY);
    const colleague = await guard.begin('colleague@demo.test', '10.2.0.7', 'en');
    expect(colleague.paced).toBe(false);
    // The attacked e-mail stays refused from any address.
    await expect(guard.begin('made-up@nowhere.test', '10.2.9.9', 'en')).rejects.toThrow(TOO_MANY);
  });

  it('slows an address that sprays many e-mails instead of locking it: one check at a time, a full queue refused at once', async () => {
    const guard = createLoginGuard(copy.db, { addressAttempts: 20, addressQueue: 2, addressShare: 0.5 });
    for (let i = 0; i < 20; i++) expect((await guard.begin(`spray${i}@demo.test`, '10.2.1.7', 'en')).paced).toBe(false);
    const admitted = await Promise.all([0, 1, 2].map((i) => guard.begin(`late${i}@demo.test`, '10.2.1.7', 'en')));
    expect(admitted.map((a) => a.paced)).toEqual([true, true, true]);
    await expect(guard.begin('late3@demo.test', '10.2.1.7', 'es')).rejects.toThrow('Demasiados inicios de sesión desde tu red a la vez. Inténtalo de nuevo en unos segundos.');
    // The admitted checks run one after the other, each followed by as long again for everything else.
    const spans: [number, number][] = [];
    await Promise.all(admitted.map((a) => guard.check(a, async () => {
      const start = performance.now();
      await new Promise((r) => setTimeout(r, 40));
      spans.push([start, performance.now()]);
    })));
    for (let i = 1; i < spans.length; i++) expect(spans[i][0] - spans[i - 1][1]).toBeGreaterThanOrEqual(30);
    // Once the queue has drained the address is let in again (paced), and other addresses never were paced.
    expect((await guard.begin('late3@demo.test', '10.2.1.7', 'en')).paced).toBe(true);
    expect((await guard.begin('late3@demo.test', '10.2.1.8', 'en')).paced).toBe(false);
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
