import { describe, expect, it } from 'vitest';
import type { ResolvedRef } from '../../src/core/index.ts';
import tourRun from './index.ts';
import { clientLanguageCodes, defaultTourLanguage, tourLanguagesFor } from './tourRunLanguage.ts';
import { clockTime, isSameDay, nowOnClock, turerBody, turerErrors } from './turerForm.ts';

const mediaUrl = (type: string, file: string) => `/public/${type}/${file}`;
const run = { trip_id: 3, starts_at: '2027-06-12T12:30:00.000Z', group_size: 12, language: 'es' as const, guide_name: 'Kari Nordmann' };

describe('tour run languages', () => {
  it('offers the client’s content languages first, Norwegian Bokmål as Norwegian, and defaults to the first, else English', () => {
    expect(tourLanguagesFor(['es', 'en'])).toEqual(['es', 'en', 'zh', 'no']);
    expect(tourLanguagesFor(['nb', 'de', 'zh'])).toEqual(['no', 'zh', 'en', 'es']);
    expect(defaultTourLanguage(['de', 'zh'])).toBe('zh');
    expect(defaultTourLanguage(['de'])).toBe('en');
    expect(defaultTourLanguage([])).toBe('en');
  });

  it('reads the languages from the server’s company settings and from the console’s user_setting', () => {
    expect(clientLanguageCodes({ languages: ['es', 'en'] })).toEqual(['es', 'en']);
    expect(clientLanguageCodes({ user_languages: [{ language_code: 'zh' }, { language: { language_code: 'en' } }] })).toEqual(['zh', 'en']);
    expect(clientLanguageCodes(undefined)).toEqual([]);
  });

  it('fills a missing language on save and orders the editor’s select', () => {
    expect(tourRun.rules!.adaptRecord!({ ...run, language: undefined }, { languages: ['es', 'en'] }).language).toBe('es');
    expect(tourRun.rules!.adaptRecord!(run, { languages: ['en'] }).language).toBe('es');
    expect(tourRun.rules!.adaptUiSchema!({}, { user_languages: [{ language_code: 'zh' }] }).language).toEqual({ 'ui:enumOrder': ['zh', 'en', 'es', 'no'] });
  });
});

describe('tour run list item and preview', () => {
  it('names a run by its guide and group size', () => {
    expect(tourRun.list.toListItem(run)).toEqual({ title: 'Kari Nordmann · 12', ingress: 'Español' });
  });

  it('previews the start on the company’s clock, the trip as a list item, then group, language and guide in the preview’s language', () => {
    const trip: ResolvedRef = { id: 3, kind: 'trip', title: 'Harbour walk' };
    const fields = tourRun.preview!.toPreview!(run, { mediaUrl, ref: (kind, id) => (kind === 'trip' && id === 3 ? trip : undefined), timeZone: 'Europe/Oslo', locale: 'es' });
    expect(fields.find((f) => f.field === 'title')?.value).toMatch(/14:30/);
    expect(fields.find((f) => f.field === 'trip')?.value).toEqual([trip]);
    expect(fields.find((f) => f.field === 'text')?.value).toBe('Tamaño del grupo: 12\nIdioma: Español\nGuía: Kari Nordmann');
  });
});

describe('the crew start form’s helpers', () => {
  const draft = { tripId: '3', date: '2027-06-12', time: '14:30', groupSize: '12', language: 'en' as const, guideName: ' Kari ' };

  it('builds the create body on the company’s clock, leaving out what is empty and sending the unreadable as typed', () => {
    expect(turerBody(draft, 'Europe/Oslo')).toEqual({ trip_id: 3, starts_at: '2027-06-12T12:30:00.000Z', group_size: 12, language: 'en', guide_name: 'Kari' });
    const empty = turerBody({ ...draft, tripId: '', date: '', time: '', groupSize: ' ' }, 'Europe/Oslo');
    expect(Object.keys(empty).sort()).toEqual(['guide_name', 'language']);
    expect(turerBody({ ...draft, date: '2027-02-30', groupSize: 'twelve' }, 'UTC')).toMatchObject({ starts_at: '2027-02-30T14:30', group_size: 'twelve' });
  });

  it('sorts a 400’s complaints to their fields, the rest into one line', () => {
    expect(turerErrors({ message: 'x', errors: [{ field: 'group_size', message: 'Too few' }, { field: 'group_size', message: 'Second' }, { field: 'other', message: 'Elsewhere' }] }))
      .toEqual({ fields: { group_size: 'Too few' }, general: 'Elsewhere' });
    expect(turerErrors({ message: 'The body must be a JSON object.' })).toEqual({ fields: {}, general: 'The body must be a JSON object.' });
  });

  it('reads times and days on the company’s clock', () => {
    const now = new Date('2027-06-12T22:30:00.000Z');
    // 00:30 on 13 June in Oslo.
    expect(nowOnClock('Europe/Oslo', now)).toEqual({ date: '2027-06-13', time: '00:30' });
    expect(isSameDay('2027-06-12T22:10:00.000Z', 'Europe/Oslo', now)).toBe(true);
    expect(isSameDay('2027-06-12T21:50:00.000Z', 'Europe/Oslo', now)).toBe(false);
    expect(clockTime('2027-06-12T12:30:00.000Z', 'Europe/Oslo')).toBe('14:30');
    expect(clockTime('not a date', 'Europe/Oslo')).toBe('');
  });
});
