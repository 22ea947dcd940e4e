import { useSetAtom } from 'jotai';
import { Link } from 'wouter';
import type { ResolvedKind } from '../../../core/defineKind.ts';
import { contentLanguageAtom } from '../../i18n/contentLanguage.ts';
import { useT } from '../../i18n/IntlContext.tsx';

/**
 * Opens an item in its kind's editor with the content language switched to `language` first, so
 * the editor, its translator view and the phone start in the language being worked on.
 */
export function EditInLanguageLink({ kind, id, language, label, children }: { kind: ResolvedKind; id: number; language: string; label: string; children?: string }) {
  const t = useT();
  const setContentLanguage = useSetAtom(contentLanguageAtom);
  return (
    <Link href={`/${kind.route}?id=${encodeURIComponent(String(id))}`} className="btn btn--sm" aria-label={label} onClick={() => setContentLanguage(language)}>
      {children ?? t('matrix.item.translate')}
    </Link>
  );
}
