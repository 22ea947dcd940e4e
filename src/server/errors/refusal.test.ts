import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zh from '../../locales/zh.json';
import { HttpError } from './httpError.ts';
import { refusal } from './refusal.ts';
import { refusalBody } from '../i18n/refusalBody.ts';

describe('refusal', () => {
  it('keeps the English sentence as its message and words the answer in the caller’s language with id and values', () => {
    const err = refusal(409, 'api.refused.linkDuplicate', { target: 7, list: 'Stops' }, { current: { id: 1 } });
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(409);
    expect(err.message).toBe('Item 7 is already linked here (Stops); it can be linked only once.');
    expect(refusalBody(err, 'es')).toEqual({
      message: 'El elemento 7 ya está vinculado aquí (Stops); solo se puede vincular una vez.',
      messageId: 'api.refused.linkDuplicate',
      values: { target: 7, list: 'Stops' },
      current: { id: 1 },
    });
    expect(refusalBody(err, 'zh').message).toBe('项目 7 已关联在此（Stops）；只能关联一次。');
    expect(refusalBody(err, 'en').message).toBe(err.message);
  });

  it('answers an uncatalogued HttpError as written', () => {
    expect(refusalBody(new HttpError(400, 'ids must not repeat a link.', { x: 1 }), 'zh')).toEqual({ message: 'ids must not repeat a link.', x: 1 });
  });

  it('has every api.refused sentence in en, es and zh, with the same placeholders and no JSON pointer', () => {
    const ids = Object.keys(en).filter((k) => k.startsWith('api.refused.'));
    expect(ids.length).toBeGreaterThan(30);
    const holes = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const id of ids) {
      const words = [en, es, zh].map((c) => (c as Record<string, string>)[id]);
      expect(words.every(Boolean), id).toBe(true);
      expect(holes(words[1]), id).toEqual(holes(words[0]));
      expect(holes(words[2]), id).toEqual(holes(words[0]));
      for (const w of words) expect(w, id).not.toMatch(/\w+\.\d+\.\w+/);
    }
  });
});
