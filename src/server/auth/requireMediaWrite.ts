import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../appEnv.ts';
import { assertRight } from './requireRight.ts';

/**
 * Throws the 403 for a caller who may not add files to the company's media library. One check for
 * every way a file comes in — an upload (`POST /api/media`) and a file part of an item save, in any
 * content language — so a translation write cannot add what an upload refuses.
 */
export function assertMediaWrite(c: Context<AppEnv>): void {
  assertRight(c, 'write');
}

/** assertMediaWrite before the body is read (runs after requireUser). */
export const requireMediaWrite = createMiddleware<AppEnv>(async (c, next) => {
  assertMediaWrite(c);
  await next();
});
