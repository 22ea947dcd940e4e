import type { ResolvedKind } from '../../../core/defineKind.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import { useMay } from '../../session/useGrant.ts';
import { EditInLanguageLink } from './EditInLanguageLink.tsx';
import { FieldPathList } from './FieldPathList.tsx';
import { TranslationBadge } from './TranslationBadge.tsx';
import type { ItemTranslation } from './translationApi.ts';

/**
 * One item of the drill-down: its title (a toggle for its field list when fields need work), state,
 * how many fields are missing or stale, and a link into its editor in the language: "Translate" only
 * for who may write that kind in that language, "Open" (to read) for everyone else.
 */
export function ItemTranslationRow({ item, kind, language, names, open, onToggle }: {
  item: ItemTranslation; kind: ResolvedKind; language: string;
  /** Language names inside a sentence. */
  names: { language: string; base: string };
  open: boolean; onToggle(): void;
}) {
  const t = useT();
  const title = item.title.trim() || t('list.untitled');
  const hasFields = item.missing.length + item.stale.length > 0;
  const fieldsId = `tfields-${item.id}`;
  const mayTranslate = useMay('translate', { kind: kind.id, language });
  const action = item.state === 'complete' || !mayTranslate ? 'open' : 'translate';
  return (
    <li className={`titem titem--${item.state}`} data-item={item.id}>
      <div className="titem__main">
        {hasFields ? (
          <button type="button" className="titem__toggle" aria-expanded={open} aria-controls={open ? fieldsId : undefined} onClick={onToggle}>
            <svg className="titem__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M4.5 3 7.5 6 4.5 9" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
            <span className="titem__title">{title}</span>
          </button>
        ) : <span className="titem__title titem__title--plain">{title}</span>}
        <TranslationBadge state={item.state} />
        <span className="titem__summary">
          {item.missing.length > 0 && <span>{t('matrix.item.fieldsMissing', { count: item.missing.length })}</span>}
          {item.stale.length > 0 && <span>{t('matrix.item.fieldsStale', { count: item.stale.length })}</span>}
        </span>
        <EditInLanguageLink kind={kind} id={item.id} language={language} label={t(`matrix.item.${action}Label`, { title, language: names.language })}>
          {t(`matrix.item.${action}`)}
        </EditInLanguageLink>
      </div>
      {open && hasFields && (
        <FieldPathList id={fieldsId} kindId={kind.id} schema={kind.schema} missing={item.missing} stale={item.stale} children={item.children} language={names.language} base={names.base} />
      )}
    </li>
  );
}
