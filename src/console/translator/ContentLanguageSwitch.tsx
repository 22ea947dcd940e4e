import { useId } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';
import { baseLanguage, contentLanguageAtom, offeredContentLanguages } from '../i18n/contentLanguage.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import './translator.css';

/**
 * The editor's content-language choice: which language items are read, previewed and
 * written in, apart from the interface language and without a page reload. A group of radio buttons
 * (arrow keys move between them), the base language marked; shown only when the client has more than one.
 * A translator is offered only the languages they translate, so they never land in the base.
 */
export function ContentLanguageSwitch({ guard = (go) => go() }: {
  /** Runs the switch now, or after the user agreed to drop unsaved changes (the screen's leave guard). */
  guard?(go: () => void): void;
}) {
  const t = useT();
  const name = useLanguageName();
  const user = useAtomValue(userWebAtom);
  const codes = offeredContentLanguages(user);
  const base = baseLanguage(user);
  const [current, choose] = useAtom(contentLanguageAtom);
  const group = useId();
  // Still shown with one language offered (a translator of one): it says which language the editor is in.
  if (clientLanguageCodes(user).length <= 1) return null;
  return (
    <fieldset className="content-lang">
      <legend className="content-lang__legend">{t('translator.contentLanguage')}</legend>
      {codes.map((code) => (
        <label key={code} className={`content-lang__option${code === current ? ' content-lang__option--on' : ''}`} title={code.toUpperCase()}>
          <input type="radio" name={group} value={code} checked={code === current}
            onChange={() => { if (code !== current) guard(() => choose(code)); }} />
          <span lang={code}>{name(code)}</span>
          {code === base && <span className="content-lang__base">{t('translator.base')}</span>}
        </label>
      ))}
    </fieldset>
  );
}
