import Negotiator from 'negotiator';

/** The content codings the console's files are stored in beside the identity, in the server's order of preference. */
export const STORED_ENCODINGS = ['br', 'gzip'] as const;

/** A stored content coding, or the file as it is. */
export type Encoding = (typeof STORED_ENCODINGS)[number] | 'identity';

const PREFERRED: readonly Encoding[] = [...STORED_ENCODINGS, 'identity'];
// negotiator 1.x takes the server's preference for ties; @types/negotiator (0.6) does not know the option yet.
type Encodings = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/**
 * The codings an `Accept-Encoding` header allows, best first (q-values, `*`, `q=0` refusals, RFC 9110
 * §12.5.3; ties go br > gzip > identity). Identity always ends the list: when the client refuses it too
 * (`identity;q=0`, `*;q=0`), the RFC's advice is still to answer without a coding.
 */
export function pickEncodings(acceptEncoding: string | undefined): Encoding[] {
  const negotiator = new Negotiator({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const accepted = (negotiator.encodings as unknown as Encodings).call(negotiator, PREFERRED, { preferred: PREFERRED }) as Encoding[];
  return accepted.includes('identity') ? accepted : [...accepted, 'identity'];
}
