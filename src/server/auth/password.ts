import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblem, type PasswordOwner } from './passwordRule.ts';

/** log2 of scrypt's cost N for new hashes when PASSWORD_COST is not set (N = 32768, about 0.2 s a check here). */
export const DEFAULT_PASSWORD_COST = 15;
/** The cheapest PASSWORD_COST accepted (N = 1024): below it a stolen hash is too cheap to guess at. */
export const MIN_PASSWORD_COST = 10;
const MAX_PASSWORD_COST = 17;
const MAXMEM = 256 * 1024 * 1024;
const KEYLEN = 32;
// Process-wide like the thread pool the derivation runs on; a stored hash carries its own cost, so a change applies to new hashes only.
let cost = DEFAULT_PASSWORD_COST;

/** PASSWORD_COST: log2 of scrypt's N for new password hashes (10–17, default 15); refuses anything else with a message. */
export function readPasswordCost(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PASSWORD_COST;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < MIN_PASSWORD_COST || n > MAX_PASSWORD_COST) {
    throw new Error(`PASSWORD_COST must be a whole number from ${MIN_PASSWORD_COST} to ${MAX_PASSWORD_COST}, got "${value}"`);
  }
  return n;
}

/** Sets the cost of new password hashes (and of the check an unknown e-mail costs) for this process. */
export function setPasswordCost(log2N: number): void {
  if (log2N === cost) return;
  cost = log2N;
  dummy = undefined;
}

function params(): ScryptOptions & { N: number; r: number; p: number } {
  return { N: 2 ** cost, r: 8, p: 1, maxmem: MAXMEM };
}

function derive(password: string, salt: Buffer, o: ScryptOptions): Promise<Buffer> {
  return new Promise((ok, fail) => scrypt(password.normalize('NFKC'), salt, KEYLEN, o, (e, k) => (e ? fail(e) : ok(k))));
}

/** Hashes a password with scrypt (memory-hard); the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const o = params();
  const key = await derive(password, salt, o);
  return `scrypt$${o.N}$${o.r}$${o.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Checked against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
let dummy: Promise<string> | undefined;

/** Checks a password against a stored hash in constant time; an absent hash still costs one derivation. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await (dummy ??= hashPassword(randomBytes(12).toString('hex'))))).split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64');
  const got = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM });
  return timingSafeEqual(got, expected) && stored !== undefined;
}

/**
 * A random password that passes the password rule for its owner (a random string now and then holds a
 * three-letter piece of a name), for the first admin and demo team when none is configured.
 */
export function generatePassword(owner: PasswordOwner = {}): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (!passwordProblem(candidate, owner)) return candidate;
  }
}
