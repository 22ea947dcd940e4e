import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit random token, URL-safe: what a one-time link carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token (hex SHA-256) for sessions and links alike: a database copy yields no usable link or session. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a path segment can be a token at all (anything else is answered 404 without a query). */
export function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(token);
}
