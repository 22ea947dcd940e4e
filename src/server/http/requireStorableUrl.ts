import type { MiddlewareHandler } from 'hono';
import { assertStorable } from './readJsonObject.ts';

/**
 * Refuses, before any route, a URL whose path or query carries text the database cannot store (a NUL),
 * with the 400 a JSON body gets for it — so no query parameter (a review comment, a search) and no path
 * parameter (a file name) reaches a query with it, on routes mounted now or later. A NUL can only come
 * from `%00`: Node refuses raw control characters in the request line and in headers (so no header the
 * server keeps, such as x-language-code, can carry one), and an escape that is not UTF-8 stays undecoded
 * text. A URL without `%00` costs one search.
 */
export const requireStorableUrl: MiddlewareHandler = async (c, next) => {
  if (c.req.url.includes('%00')) assertStorable([c.req.path, c.req.queries()]);
  await next();
};
