import { describe, expect, it } from 'vitest';
import { changeGroups, changeLanguage } from './changeGroups.ts';

describe('changeGroups', () => {
  it('puts the base document first, then each translation in the client’s order, paths without their language', () => {
    const groups = changeGroups([
      { path: 'zh:title', change: 'changed', before: '旧', after: '新' },
      { path: 'title', change: 'changed', before: 'Old', after: 'New' },
      { path: 'es:pages/12/text', change: 'added', after: 'Hola' },
      { path: 'rating', change: 'removed', before: 3 },
    ], 'en', ['en', 'es', 'zh']);
    expect(groups.map((g) => [g.language, g.changes.map((c) => c.path)])).toEqual([
      ['en', ['title', 'rating']], ['es', ['pages/12/text']], ['zh', ['title']],
    ]);
    expect(groups[1].changes[0]).toEqual({ path: 'pages/12/text', change: 'added', after: 'Hola' });
  });

  it('reads a base path with no language as the base’s, a keyed child’s colon as part of its path', () => {
    expect(changeLanguage({ path: 'pages/a:b/text', change: 'changed' }, 'en')).toEqual({ language: 'en', path: 'pages/a:b/text' });
    expect(changeLanguage({ path: 'pt-BR:title', change: 'changed' }, 'en')).toEqual({ language: 'pt-BR', path: 'title' });
    expect(changeGroups([], 'en')).toEqual([]);
  });
});
