import type { Context } from 'hono';
import type { MediaUse } from '../../core/pictures.ts';
import { refusedRight } from '../../core/roles.ts';
import type { AppEnv } from '../appEnv.ts';
import { kindWords } from '../auth/requireKindRight.ts';
import { refusal } from '../errors/refusal.ts';
import type { MediaFieldsByKind } from './mediaUses.ts';

/**
 * A picture's crop and focal point show wherever it is used, so changing them changes every item that
 * uses it: the caller must be allowed to write each of those items' kinds (archived ones included, a
 * restore shows them again). A picture no item uses yet changes nothing anyone sees, so any media
 * writer (the `write` right, checked before) may set it up. Otherwise a 403 naming the first item it
 * may not change, in the caller's language.
 */
export function assertMayChangePicture(c: Context<AppEnv>, uses: readonly MediaUse[], fields: MediaFieldsByKind): void {
  const grant = c.get('user').grant;
  const blocked = uses.find((u) => refusedRight(grant, 'write', { kind: u.kind }));
  if (!blocked) return;
  const kind = fields.get(blocked.kind)?.kind;
  throw refusal(403, 'api.refused.role.pictureUse', { kind: kind ? kindWords(c, kind).kindLabel ?? blocked.kind : blocked.kind, title: blocked.title });
}
