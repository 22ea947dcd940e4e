import type { Context } from 'hono';
import { notFound } from '../errors/notFoundError.ts';

// At most nine digits: always a safe integer and within a Postgres `integer`, so no id reaches SQL out of range.
const WHOLE = /^\d{1,9}$/;

/** A whole number written with one to nine digits (ids, counts from a path, query or body), else undefined. */
export function wholeNumber(raw: string | undefined): number | undefined {
  return raw !== undefined && WHOLE.test(raw) ? Number(raw) : undefined;
}

/**
 * The whole-number path parameter `name` (an item's id by default); anything else is the 404 of an
 * absent `what`, so a malformed id reads like one that is not there.
 */
export function idParam(c: Context, name = 'id', what = 'Item'): number {
  const n = wholeNumber(c.req.param(name));
  if (n === undefined) throw notFound(what);
  return n;
}
