import { isValidCrop, parseAspect, type PictureCrop, type PictureFocus, type PictureSettings } from '../../core/pictures.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { invalidFields } from '../kinds/createKindValidator.ts';
import { mediaText } from '../i18n/mediaMessages.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The settings a `POST /api/media/{file}` body asks for, applied over the stored ones:
 * `crop: { aspect: "16:9", x, y, width, height }` (pixels of the original; replaces that aspect's crop
 * and makes it the default), `crop: { aspect, remove: true }` (back to the focal-point crop), and
 * `focus: { x, y }` (fractions) or `focus: null`. Anything else is a 400 naming the field, in the
 * caller's language; nothing is stored then.
 */
export function pictureSettingsInput(body: Record<string, unknown>, stored: PictureSettings, width: number, height: number, lang: UiLanguage): PictureSettings {
  const refuse = (field: string, id: string): never => {
    throw invalidFields([{ field, message: mediaText(id, lang), messageId: id }], lang);
  };
  for (const k of Object.keys(body)) if (k !== 'crop' && k !== 'focus') refuse(k, 'media.settings.unknownField');
  const next: PictureSettings = { crops: { ...stored.crops }, aspect: stored.aspect, focus: stored.focus };
  if ('crop' in body) {
    const c = body.crop;
    if (!isObject(c)) return refuse('crop', 'media.settings.crop');
    const aspect = parseAspect(c.aspect);
    if (!aspect) return refuse('crop.aspect', 'media.settings.aspect');
    if (c.remove === true) {
      delete next.crops[aspect.key];
      if (next.aspect === aspect.key) next.aspect = null;
    } else {
      const crop: PictureCrop = { x: c.x as number, y: c.y as number, width: c.width as number, height: c.height as number };
      if (!isValidCrop(crop, width, height, aspect)) return refuse('crop', 'media.settings.crop');
      next.crops[aspect.key] = crop;
      next.aspect = aspect.key;
    }
  }
  if ('focus' in body) {
    const f = body.focus;
    if (f === null) next.focus = null;
    else {
      const ok = isObject(f) && [f.x, f.y].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1);
      if (!ok) return refuse('focus', 'media.settings.focus');
      next.focus = { x: (f as unknown as PictureFocus).x, y: (f as unknown as PictureFocus).y };
    }
  }
  return next;
}
