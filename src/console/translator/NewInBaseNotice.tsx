import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';

/**
 * Above the New form while another content language is chosen: the server creates items in the base
 * language only, so the form is the base one and the translation follows once the item is saved.
 */
export function NewInBaseNotice({ base, item }: { base: string; item: string }) {
  const t = useT();
  const name = useLanguageName();
  return (
    <div className="draft-banner" role="status">
      <span className="draft-banner__text">{t('translator.newInBase', { item, language: name(base) })}</span>
    </div>
  );
}
