import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './en.json';
import es from './es.json';
import zh from './zh.json';

const CATALOGUES: Record<string, Record<string, string>> = { en, es, zh };

/** The argument names a message uses ({field}, {count, plural, …}), so translations keep them all. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  const reference = Object.keys(en).sort();
  for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
    it(`${lang} has exactly the keys of en`, () => {
      const keys = Object.keys(catalogue).sort();
      expect(reference.filter((k) => !keys.includes(k)), `missing in ${lang}`).toEqual([]);
      expect(keys.filter((k) => !reference.includes(k)), `only in ${lang}`).toEqual([]);
    });

    it(`${lang} messages are non-empty, valid ICU and use the same arguments as en`, () => {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), `${lang} ${key}`).not.toBe('');
        if (key in en) expect(argumentsOf(message), `${lang} ${key}`).toEqual(argumentsOf((en as Record<string, string>)[key]));
      }
    });
  }
});
