import { describe, expect, it } from 'vitest';
import { mayDo, refusedRight, RIGHTS, ROLES, type Right, type Role } from './roles.ts';

// The table of who may do what, written out again by hand: the code's table must agree with it cell by cell.
const TABLE: Record<Right, Role[]> = {
  write: ['admin', 'editor', 'author'],
  translate: ['admin', 'editor', 'author', 'translator'],
  submitReview: ['admin', 'editor', 'author'],
  lifecycle: ['admin', 'editor'],
  decideReview: ['admin', 'editor'],
  restoreRevision: ['admin', 'editor'],
  manage: ['admin'],
};

describe('roles and rights', () => {
  it('grants each role exactly the rights of the table', () => {
    for (const right of RIGHTS) for (const role of ROLES) expect(mayDo({ role }, right), `${role} ${right}`).toBe(TABLE[right].includes(role));
  });

  it('lets an author restore revisions of their own drafts only', () => {
    expect(mayDo({ role: 'author' }, 'restoreRevision', { ownDraft: true })).toBe(true);
    expect(refusedRight({ role: 'author' }, 'restoreRevision', { ownDraft: false })).toBe('api.refused.role.restoreRevision.author');
    expect(mayDo({ role: 'translator' }, 'restoreRevision', { ownDraft: true })).toBe(false);
  });

  it('limits changes to the kinds and a translator to the languages named', () => {
    const author = { role: 'author' as const, kinds: ['story'] };
    expect(mayDo(author, 'write', { kind: 'story' })).toBe(true);
    expect(refusedRight(author, 'write', { kind: 'station' })).toBe('api.refused.role.kind');
    const translator = { role: 'translator' as const, languages: ['es'] };
    expect(mayDo(translator, 'translate', { language: 'es' })).toBe(true);
    expect(refusedRight(translator, 'translate', { language: 'zh' })).toBe('api.refused.role.language');
    expect(mayDo({ role: 'translator' }, 'translate', { language: 'zh' })).toBe(true);
  });

  it('treats an unknown role as one with no rights', () => {
    expect(mayDo({ role: 'root' as Role }, 'write')).toBe(false);
  });
});
