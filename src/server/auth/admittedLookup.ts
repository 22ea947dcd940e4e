import type { Db } from '../db/Db.ts';
import { createPacedLane, type PacedLane } from './createPacedLane.ts';
import { RANDOM_CHARS, TAG_CHARS, tokenSigner, type TokenPurpose } from './tokenSigner.ts';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const lanes = new WeakMap<Db, PacedLane>();

function laneOf(db: Db): PacedLane {
  let lane = lanes.get(db);
  if (!lane) {
    lane = createPacedLane();
    lanes.set(db, lane);
  }
  return lane;
}

/**
 * Runs `lookUp` for a bearer token only as far as it may be live, so a flood of bad tokens cannot take
 * the database from signed-in users: a signed token (random part + tag, tokenSigner) with a wrong tag
 * is refused without a query; an unsigned one (issued before tokens were signed) is looked up at once when this
 * process has seen it live (`known`), else one at a time in a paced lane; any other shape is refused.
 * `body` is the token without its prefix (`tbk_` for keys).
 */
export function admittedLookup<U>(db: Db, purpose: TokenPurpose, body: string, known: boolean, lookUp: () => Promise<U | undefined>): Promise<U | undefined> {
  if (!BASE64URL.test(body)) return Promise.resolve(undefined);
  if (body.length === RANDOM_CHARS + TAG_CHARS) {
    const signer = tokenSigner(db);
    if (!(signer instanceof Promise)) return signer.verify(purpose, body) ? lookUp() : Promise.resolve(undefined);
    return signer.then((s) => (s.verify(purpose, body) ? lookUp() : undefined));
  }
  if (body.length !== RANDOM_CHARS) return Promise.resolve(undefined);
  return known ? lookUp() : laneOf(db).run(lookUp);
}
