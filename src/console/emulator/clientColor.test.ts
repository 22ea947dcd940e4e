import { describe, expect, it } from 'vitest';
import { clientColor, textOn } from './clientColor.ts';
import { phoneTitle } from './phoneTitle.ts';

describe('client colours and the phone title', () => {
  it('accepts only hex colours', () => {
    expect(clientColor('#b7e4c7', '#fff')).toBe('#b7e4c7');
    expect(clientColor('red; background:url(x)', '#fff')).toBe('#fff');
    expect(clientColor(undefined, '#fff')).toBe('#fff');
  });

  it('picks readable header text', () => {
    expect(textOn('#b7e4c7')).toBe('#10231a');
    expect(textOn('#123')).toBe('#ffffff');
  });

  it('takes the tab name of the current language, else the fallback', () => {
    const settings = { user_languages: [
      { language_id: 1, language_code: 'en', language_tabs_web: [{ tab_type: { id: 7, name: 'web_pages' }, tab_name: 'Links' }] },
      { language_id: 2, language_code: 'es', language_tabs_web: [{ tab_type: { id: 7, name: 'web_pages' }, tab_name: 'Enlaces' }] },
    ] };
    expect(phoneTitle(settings, 'es', 'web_pages', 'Web Pages')).toBe('Enlaces');
    expect(phoneTitle(settings, 'en', 'achievement', 'Fun Facts')).toBe('Fun Facts');
    expect(phoneTitle(null, 'en', 'web_pages', 'Web Pages')).toBe('Web Pages');
  });
});
