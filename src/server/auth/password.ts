import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, o: ScryptOptions): Promise<Buffer> {
  return new Promise((ok, fail) => scrypt(password.normalize('NFKC'), salt, KEYLEN, o, (e, k) => (e ? fail(e) : ok(k))));
}

/** Hashes a password with scrypt (memory-hard); the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Checked against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const DUMMY = hashPassword(randomBytes(12).toString('hex'));

/** Checks a password against a stored hash in constant time; an absent hash still costs one derivation. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await DUMMY)).split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64');
  const got = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return timingSafeEqual(got, expected) && stored !== undefined;
}

/** Why a password is too weak, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 10) return 'The password must be at least 10 characters long.';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 2) return 'The password must mix at least two of: lower case, upper case, digits, symbols.';
  return undefined;
}

/** A random password that passes `passwordProblem`, for the first admin when none is configured. */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (!passwordProblem(candidate)) return candidate;
  }
}
