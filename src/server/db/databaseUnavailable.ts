import { DatabaseUnavailableError } from '../errors/databaseUnavailableError.ts';

// Node socket errors: the server is not there, or the connection broke.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ENOENT']);
// PostgreSQL: connection exceptions (class 08), shutdown or start-up in progress, no free connection.
const SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;
// node-postgres and PGlite say these without a code.
const MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end/i;

/** True when `err` (or an error it wraps) means "the database cannot be reached", not "this query is wrong". */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  if (err instanceof DatabaseUnavailableError) return true;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SQLSTATES.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  // Node 20 reports a failed connect to several addresses as an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** A short, secret-free description of a connection failure for the operator's log. */
export function describeUnavailable(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; errors?: { message?: unknown }[] } | undefined;
  const message = typeof e?.message === 'string' && e.message ? e.message : e?.errors?.map((x) => String(x.message)).join('; ') || String(err);
  const code = typeof e?.code === 'string' ? ` (${e.code})` : '';
  // Connection strings can carry a password; PostgreSQL's messages never quote them, but be sure.
  return (message + code).replace(/postgres(ql)?:\/\/\S+/gi, 'postgres://…');
}

/** Turns a database error into DatabaseUnavailableError when it is a connection failure; other errors pass unchanged. */
export function asUnavailable(err: unknown): unknown {
  if (err instanceof DatabaseUnavailableError || !isDatabaseUnavailable(err)) return err;
  return new DatabaseUnavailableError(describeUnavailable(err), { cause: err });
}
