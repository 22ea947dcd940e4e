import { describe, expect, it } from 'vitest';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { actionLabel, authorLabel } from './actionLabel.ts';

const translator = (language: 'en' | 'es' | 'zh') => {
  const intl = createConsoleIntl(language);
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string;
};

describe('revision action labels', () => {
  it('names every recorded action in the UI language, a restored revision with its number', () => {
    const t = translator('en');
    const label = (action: string, restored_from: number | null = null) => actionLabel({ action, restored_from }, t);
    expect(['create', 'update', 'publish', 'un-publish', 'delete', 'restore', 'destroy'].map((a) => label(a))).toEqual(
      ['Created', 'Updated', 'Published', 'Unpublished', 'Archived', 'Restored from archive', 'Deleted for good'],
    );
    expect(label('revert', 3)).toBe('Restored revision 3');
    expect(label('revert')).toBe('Restored an earlier revision');
    expect(actionLabel({ action: 'revert', restored_from: 3 }, translator('es'))).toBe('Revisión 3 restaurada');
    expect(actionLabel({ action: 'un-publish', restored_from: null }, translator('zh'))).toBe('已取消发布');
  });

  it('names the review steps in every language, and the recent edits say the same', () => {
    const words = { en: ['Submitted for review', 'Returned to author'], es: ['Enviado a revisión', 'Devuelto al autor'], zh: ['已提交审核', '已退回作者'] };
    for (const language of ['en', 'es', 'zh'] as const) {
      const t = translator(language);
      const labels = ['submit-review', 'return-review'].map((action) => actionLabel({ action, restored_from: null }, t));
      expect(labels, language).toEqual(words[language]);
      expect(['submit-review', 'return-review'].map((a) => t(`overview.action.${a}`)), language).toEqual(labels);
    }
  });

  it('the dashboard\'s recent edits name each action as History does, in every language', () => {
    for (const language of ['en', 'es', 'zh'] as const) {
      const t = translator(language);
      for (const action of ['create', 'update', 'publish', 'un-publish', 'delete', 'restore', 'destroy']) {
        expect(t(`overview.action.${action}`), `${language} ${action}`).toBe(actionLabel({ action, restored_from: null }, t));
      }
    }
  });

  it('an action this console does not know reads as its name, not as a message id', () => {
    expect(actionLabel({ action: 'bulk-import', restored_from: null }, translator('en'))).toBe('Bulk import');
  });

  it('who: the name, else the e-mail, else the placeholder', () => {
    expect(authorLabel({ name: 'Demo Admin', email: 'admin@demo.test' }, '—')).toBe('Demo Admin');
    expect(authorLabel({ name: '', email: 'admin@demo.test' }, '—')).toBe('admin@demo.test');
    expect(authorLabel(null, '—')).toBe('—');
  });
  it('says a publish or un-publish a schedule ran was scheduled, in every language', () => {
    const words = { en: ['Published as scheduled', 'Unpublished as scheduled'], es: ['Publicado según lo programado', 'Retirado según lo programado'], zh: ['按计划发布', '按计划取消发布'] };
    for (const language of ['en', 'es', 'zh'] as const) {
      const t = translator(language);
      expect(['publish', 'un-publish'].map((action) => actionLabel({ action, restored_from: null, scheduled: true }, t)), language).toEqual(words[language]);
    }
    // Any other action reads as it always does.
    expect(actionLabel({ action: 'update', restored_from: null, scheduled: true }, translator('en'))).toBe('Updated');
    expect(actionLabel({ action: 'publish', restored_from: null, scheduled: false }, translator('en'))).toBe('Published');
  });
});
