import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { RELEASE_ACTIONS, type ReleaseAction } from '../../core/releaseWire.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { parseInstant, scheduleRefusal } from '../schedule/scheduleInput.ts';
import { releaseKind } from './releaseReasons.ts';

/** The longest release name: a heading, not a text. */
const NAME_MAX = 200;

/** `name`: a non-empty text of at most NAME_MAX characters, trimmed; 400 naming it otherwise. */
export function releaseName(body: Record<string, unknown>, lang: UiLanguage): string {
  const raw = body.name;
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name || name.length > NAME_MAX) throw scheduleRefusal('api.refused.release.name', 'name', lang);
  return name;
}

/** `publish_at`: an instant with its offset after `now`, null (none) or absent (undefined); 400 naming it otherwise. */
export function releasePublishAt(body: Record<string, unknown>, now: Date, lang: UiLanguage): Date | null | undefined {
  if (!('publish_at' in body)) return undefined;
  if (body.publish_at === null) return null;
  const at = parseInstant(body.publish_at);
  if (!at) throw scheduleRefusal('api.refused.schedule.notDate', 'publish_at', lang);
  if (at.getTime() <= now.getTime()) throw scheduleRefusal('api.refused.schedule.past', 'publish_at', lang);
  return at;
}

/** The body of `POST /releases/{rid}/items` as the kind, item id and action; 400 naming the first field that is wrong. */
export function releaseItemInput(registry: KindRegistry, body: Record<string, unknown>, lang: UiLanguage): { kind: ResolvedKind; id: number; action: ReleaseAction } {
  const kind = typeof body.kind === 'string' ? releaseKind(registry, body.kind) : undefined;
  if (!kind) throw scheduleRefusal('api.refused.release.kind', 'kind', lang);
  const id = body.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 999_999_999) throw scheduleRefusal('api.refused.release.id', 'id', lang);
  const action = body.action ?? 'publish';
  if (!RELEASE_ACTIONS.includes(action as ReleaseAction)) throw scheduleRefusal('api.refused.release.action', 'action', lang);
  return { kind, id, action: action as ReleaseAction };
}
