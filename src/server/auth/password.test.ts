import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, readPasswordCost, setPasswordCost, verifyPassword } from './password.ts';
import { readConfig } from '../config.ts';

describe('PASSWORD_COST', () => {
  afterEach(() => setPasswordCost(readPasswordCost(process.env.PASSWORD_COST)));

  it('defaults to 2^15 and refuses what is not a whole number from 10 to 17, naming the variable', () => {
    expect(readPasswordCost(undefined)).toBe(15);
    expect(readPasswordCost('')).toBe(15);
    expect(readPasswordCost('12')).toBe(12);
    for (const bad of ['9', '18', '12.5', 'fast', '-1']) {
      expect(() => readPasswordCost(bad)).toThrow(`PASSWORD_COST must be a whole number from 10 to 17, got "${bad}"`);
    }
    expect(() => readConfig({ PASSWORD_COST: 'fast' })).toThrow(/^PASSWORD_COST must be/);
    expect(readConfig({ PASSWORD_COST: '11' }).passwordCost).toBe(11);
  });

  it('hashes new passwords at the set cost, and a stored hash still verifies after the cost changes', async () => {
    setPasswordCost(10);
    const cheap = await hashPassword('Harbour-walk-2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordCost(11);
    const dearer = await hashPassword('Harbour-walk-2026');
    expect(dearer).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await verifyPassword('Harbour-walk-2026', cheap)).toBe(true);
    expect(await verifyPassword('Harbour-walk-2027', cheap)).toBe(false);
    expect(await verifyPassword('Harbour-walk-2026', dearer)).toBe(true);
    // An unknown e-mail still costs a check, and never matches.
    expect(await verifyPassword('Harbour-walk-2026', undefined)).toBe(false);
  });
});
