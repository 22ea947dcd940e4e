import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/Db.ts';

/** Characters of a token's random part: 256 bits, base64url. */
export const RANDOM_CHARS = 43;

/** Characters of the tag a signed token ends with: 128 bits of HMAC-SHA256, base64url. */
export const TAG_CHARS = 22;

/** What a token is for: a tag made for one purpose does not pass for another. */
export type TokenPurpose = 'session' | 'apiKey';

/** Signs and checks the tag of this server's tokens with the secret its database holds. */
export interface TokenSigner {
  /** A fresh random part with its tag: `RANDOM_CHARS + TAG_CHARS` base64url characters. */
  issue(purpose: TokenPurpose): string;
  /** Whether `body` (random part and tag, no prefix) carries a tag this server made. Not proof of a live token: the database decides that. */
  verify(purpose: TokenPurpose, body: string): boolean;
  /**
   * The CSRF value that goes with a session token (its companion cookie and the header the console echoes):
   * derived from the token with the secret, so nothing more is stored and no other site can compute it.
   */
  csrfOf(token: string): string;
  /** Whether `given` is the CSRF value of `token`, compared in constant time. */
  csrfMatches(token: string, given: string): boolean;
}

const SECRET_NAME = 'tokens';

/** Sessions whose CSRF value a process keeps at hand (about 150 bytes each); past it, they start again from none. */
const KNOWN_CSRF = 10_000;
const signers = new WeakMap<Db, TokenSigner | Promise<TokenSigner>>();

function signerWith(secret: Buffer): TokenSigner {
  const tag = (purpose: TokenPurpose, random: string) => createHmac('sha256', secret).update(`${purpose}:${random}`).digest().subarray(0, 16);
  // Its own label: a CSRF value never passes for a token's tag, nor the other way round.
  const csrf = (token: string) => createHmac('sha256', secret).update(`csrf:${token}`).digest().subarray(0, 16);
  // The HMAC costs more than the rest of a cached read: each token's value is kept while in use (bounded).
  const known = new Map<string, Buffer>();
  const expectedCsrf = (token: string) => {
    let value = known.get(token);
    if (!value) {
      if (known.size >= KNOWN_CSRF) known.clear();
      value = Buffer.from(csrf(token).toString('base64url'));
      known.set(token, value);
    }
    return value;
  };
  return {
    issue(purpose) {
      const random = randomBytes(32).toString('base64url');
      return random + tag(purpose, random).toString('base64url');
    },
    verify(purpose, body) {
      if (body.length !== RANDOM_CHARS + TAG_CHARS) return false;
      const given = Buffer.from(body.slice(RANDOM_CHARS), 'base64url');
      return given.length === 16 && timingSafeEqual(given, tag(purpose, body.slice(0, RANDOM_CHARS)));
    },
    csrfOf: (token) => csrf(token).toString('base64url'),
    csrfMatches(token, given) {
      const expected = expectedCsrf(token);
      const bytes = Buffer.from(given);
      return bytes.length === expected.length && timingSafeEqual(bytes, expected);
    },
  };
}

async function load(db: Db): Promise<TokenSigner> {
  // The first process to ask makes the secret; every other one (and every later start) reads the same.
  await db.query('insert into token_secrets (name, secret) values ($1, $2) on conflict (name) do nothing', [SECRET_NAME, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ secret: string }>('select secret from token_secrets where name = $1', [SECRET_NAME]);
  return signerWith(Buffer.from(row.secret, 'base64url'));
}

/** The signer of `db`'s tokens: at once once loaded (one read per process), else the load on its way. */
export function tokenSigner(db: Db): TokenSigner | Promise<TokenSigner> {
  const known = signers.get(db);
  if (known) return known;
  const loading = load(db).then((signer) => { signers.set(db, signer); return signer; }, (err) => { signers.delete(db); throw err; });
  signers.set(db, loading);
  return loading;
}
