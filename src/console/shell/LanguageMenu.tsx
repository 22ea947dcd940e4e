import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { normaliseLanguageCode, storedLanguageCode, storeLanguage } from '../i18n/languageChoice.ts';
import { Flag } from '../ui/Flag.tsx';
import { useInertPage } from '../ui/useInertPage.ts';

/**
 * The language flag dropdown (SPEC §2): only when the client offers more than one language.
 * Choosing one stores it (cookie and local storage) and reloads, so every string and header follows.
 */
export function LanguageMenu({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT();
  const intl = useIntl();
  const uiLanguage = useLanguage();
  const [open, setOpen] = useState(false);
  useInertPage(open);
  const codes = [...new Set(clientLanguageCodes(useAtomValue(userWebAtom)).map(normaliseLanguageCode))];
  if (codes.length <= 1) return null;
  const current = storedLanguageCode() ?? uiLanguage;
  const name = (code: string) => (intl.messages[`language.${code}`] ? t(`language.${code}`) : code.toUpperCase());
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="iconbtn" aria-label={t('language.menu', { code: current.toUpperCase(), language: name(current) })}>
        <Flag code={current} />
        <span className="iconbtn__text">{current.toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__meta">{t('shell.language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(code) => { if (code !== current) { storeLanguage(code); reload(); } }}>
            {codes.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className="menu__item menu__item--radio" lang={code}>
                <Flag code={code} />
                <span>{name(code)}</span>
                <DropdownMenu.ItemIndicator className="menu__check" aria-hidden="true">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
