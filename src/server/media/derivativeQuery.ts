import type { Context } from 'hono';
import { IMAGE_FORMATS, IMAGE_WIDTHS, parseAspect, type DerivativeRequest, type ImageFormat } from '../../core/pictures.ts';
import { refusal } from '../errors/refusal.ts';

const PARAMS = ['w', 'format', 'ar', 'v'] as const;
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** Whether a request names a derivative (any of w, format, ar, v); without them the original is served. */
export function asksForDerivative(c: Context): boolean {
  return PARAMS.some((p) => c.req.query(p) !== undefined);
}

/**
 * The derivative a request names, checked: `w` a whole number 1..1600, `format` one of ours, `ar` an
 * aspect some picture field declares. Anything else is refused (400) before any file is looked at;
 * `v` is not checked here: a stale or strange one is redirected to the current version.
 */
export function derivativeQuery(c: Context, aspects: ReadonlySet<string>): DerivativeRequest {
  if (PARAMS.some((p) => (c.req.queries(p)?.length ?? 0) > 1)) throw refusal(400, 'media.derivative.repeated');
  const { w, format, ar, v } = c.req.query();
  if (w === undefined || !/^\d{1,4}$/.test(w) || Number(w) < 1 || Number(w) > MAX_WIDTH) throw refusal(400, 'media.derivative.width');
  if (format !== undefined && !(IMAGE_FORMATS as readonly string[]).includes(format)) throw refusal(400, 'media.derivative.format');
  if (ar !== undefined && !(parseAspect(ar) && aspects.has(ar))) throw refusal(400, 'media.derivative.aspect', { aspects: [...aspects].join(', ') });
  return { w: Number(w), format: format as ImageFormat | undefined, ar: ar ?? null, v };
}
