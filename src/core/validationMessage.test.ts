import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import zh from '../locales/zh.json';
import { fillPlaceholders } from './fillPlaceholders.ts';
import { VALIDATION_MESSAGE_IDS, validationMessage } from './validationMessage.ts';

const say = (catalogue: Record<string, string>) => (id: string, values: Record<string, string | number>) => fillPlaceholders(catalogue[id], values);

describe('a schema failure as a sentence', () => {
  it('has every sentence in en, es and zh, each naming the field', () => {
    for (const catalogue of [en, es, zh] as Record<string, string>[]) {
      for (const id of VALIDATION_MESSAGE_IDS) expect(catalogue[id], id).toContain('{field}');
    }
  });

  it('reads as the author would say it: one character is "required", the number in the sentence, the web address rule by its beginning', () => {
    expect(validationMessage({ keyword: 'minLength', params: { limit: 1 } }, 'Station Title', say(en))).toBe('Station Title is required');
    expect(validationMessage({ keyword: 'minimum', params: { limit: 1, comparison: '>=' } }, 'Range (DB)', say(en))).toBe('Range (DB) cannot be less than 1');
    expect(validationMessage({ keyword: 'maxLength', params: { limit: 1 } }, 'Pin', say(en))).toBe('Pin can be at most 1 character long');
    expect(validationMessage({ keyword: 'format', params: { format: 'email' } }, 'Correo electrónico', say(es))).toBe('Correo electrónico no es una dirección de correo electrónico válida');
    expect(validationMessage({ keyword: 'pattern', params: { pattern: '^https://' } }, 'Form URL', say(en))).toBe('Form URL needs an address that starts with https://');
    expect(validationMessage({ keyword: 'type', params: { type: 'integer' } }, '范围', say(zh))).toBe('范围需要一个整数');
    expect(validationMessage({ keyword: 'propertyNames', params: {} }, 'Tabs', say(en))).toBe('Tabs is not valid');
  });
});
