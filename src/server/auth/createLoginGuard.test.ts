import { describe, expect, it } from 'vitest';
import { createLoginGuard } from './createLoginGuard.ts';

describe('login guard', () => {
  it('refuses an e-mail after 10 failures in 15 minutes, and lets it in again once they age out', () => {
    let t = 0;
    const guard = createLoginGuard({ now: () => t });
    for (let i = 0; i < 10; i++) { guard.check('kari@demo.test', `10.0.0.${i}`); guard.failed('kari@demo.test', `10.0.0.${i}`); }
    expect(() => guard.check('kari@demo.test', '10.0.0.99')).toThrow('Too many failed sign-ins. Try again in 15 minute(s).');
    expect(() => guard.check('ola@demo.test', '10.0.0.99')).not.toThrow();
    t = 15 * 60_000 + 1;
    expect(() => guard.check('kari@demo.test', '10.0.0.99')).not.toThrow();
  });

  it('refuses an address that sprays many e-mails', () => {
    const guard = createLoginGuard();
    for (let i = 0; i < 10; i++) guard.failed(`user${i}@demo.test`, '10.0.0.7');
    expect(() => guard.check('new@demo.test', '10.0.0.7')).toThrow(/Too many failed sign-ins/);
  });

  it('a successful sign-in forgets that e-mail\'s failures', () => {
    const guard = createLoginGuard();
    for (let i = 0; i < 9; i++) guard.failed('kari@demo.test', `10.0.1.${i}`);
    guard.succeeded('kari@demo.test');
    guard.failed('kari@demo.test', '10.0.2.1');
    expect(() => guard.check('kari@demo.test', '10.0.2.2')).not.toThrow();
  });

  it('runs at most two password checks at once', async () => {
    const guard = createLoginGuard();
    let running = 0;
    let peak = 0;
    const slow = () => guard.limit(async () => { running++; peak = Math.max(peak, running); await new Promise((r) => setTimeout(r, 10)); running--; });
    await Promise.all(Array.from({ length: 8 }, slow));
    expect(peak).toBe(2);
  });
});
