import { isDeepStrictEqual } from 'node:util';
import { keyPropAt, locatePath, type LocalizedAnnotations } from '../../core/translatable.ts';
import type { FieldError } from '../kinds/createKindValidator.ts';
import { SYSTEM_KEYS } from '../items/documentOf.ts';

/** What a write in another language asks for: path → new text, or null to drop that language's value. */
export interface TranslationBody {
  texts: Record<string, string | null>;
  errors: FieldError[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads a write in a non-base language against the base document: translatable fields become texts
 * (keyed children matched by key), every other field must equal the base — a translator cannot change
 * what all languages share, and a GET → POST round trip passes untouched. Paths the body's own
 * `_missing` lists whose value is still the base text are not translations (the round trip again).
 */
export function translationBody(body: Record<string, unknown>, base: Record<string, unknown>, ann: LocalizedAnnotations, baseLanguage: string): TranslationBody {
  const out: TranslationBody = { texts: {}, errors: [] };
  const localized = (sp: readonly string[]) => ann.localized.some((p) => p.length === sp.length && p.every((s, i) => s === sp[i]));
  const below = (sp: readonly string[]) => ann.localized.some((p) => p.length > sp.length && sp.every((s, i) => s === p[i]));
  const shared = (field: string) => out.errors.push({ field, message: `is the same in every language: change it in ${baseLanguage}`, messageId: 'api.refused.sharedField' });

  const walkObject = (node: Record<string, unknown>, stored: unknown, sp: string[], kp: string[], at: (string | number)[]) => {
    for (const [k, v] of Object.entries(node)) {
      if (!sp.length && (SYSTEM_KEYS.includes(k) || k.startsWith('_'))) continue;
      const childSp = [...sp, k];
      const path = [...kp, k].join('/');
      const field = [...at, k].join('.');
      if (localized(childSp)) {
        if (v === null || (typeof v === 'string' && !v.trim())) out.texts[path] = null;
        else if (typeof v === 'string') out.texts[path] = v;
        else out.errors.push({ field, message: 'must be text', messageId: 'api.refused.notText' });
        continue;
      }
      walkValue(v, isObject(stored) ? stored[k] : undefined, childSp, [...kp, k], [...at, k]);
    }
  };

  const walkValue = (v: unknown, stored: unknown, sp: string[], kp: string[], at: (string | number)[]) => {
    if (Array.isArray(v) && below(sp)) {
      const storedList = Array.isArray(stored) ? stored : [];
      const keyProp = keyPropAt(ann, sp);
      v.forEach((child, i) => {
        const key = keyProp && isObject(child) ? child[keyProp] : i;
        const index = keyProp ? storedList.findIndex((s) => isObject(s) && s[keyProp] === key) : i;
        if (!isObject(child) || key === undefined || index < 0 || index >= storedList.length) {
          out.errors.push({ field: [...at, i].join('.'), message: 'is not a part of this item: add parts in the base language', messageId: 'api.refused.notAPart' });
          return;
        }
        walkObject(child, storedList[index], [...sp, '*'], [...kp, String(key)], [...at, index]);
      });
    } else if (isObject(v) && below(sp)) {
      walkObject(v, stored, sp, kp, at);
    } else if (!isDeepStrictEqual(v, stored) && !(v === null && stored === undefined)) {
      shared(at.join('.'));
    }
  };

  walkObject(body, base, [], [], []);
  const roundTrip = Array.isArray(body._missing) ? new Set(body._missing.filter((p): p is string => typeof p === 'string')) : undefined;
  if (roundTrip) {
    for (const [path, text] of Object.entries(out.texts)) {
      if (!roundTrip.has(path)) continue;
      const spot = locatePath(base, path, ann);
      if (spot && spot.holder[spot.prop] === text) delete out.texts[path];
    }
  }
  return out;
}
