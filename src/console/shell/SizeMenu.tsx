import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useT } from '../i18n/IntlContext.tsx';
import { useInertPage } from '../ui/useInertPage.ts';
import { chooseSize, storedSize, UI_SIZES, type UiSize } from './uiSize.ts';

/** The size picker (SPEC §2): small, medium, large; remembered across visits. */
export function SizeMenu() {
  const t = useT();
  const [size, setSize] = useState<UiSize>(storedSize);
  const [open, setOpen] = useState(false);
  useInertPage(open);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="iconbtn" aria-label={t('size.menu', { size: t(`size.${size}`) })}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M2 12.5 5 4h1l3 8.5M3 10h5M10 12.5l2-5.5h.8l2 5.5M10.7 11h3" fill="none" stroke="currentColor" strokeWidth="1.3" /></svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__meta">{t('size.title')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={size} onValueChange={(v) => { chooseSize(v as UiSize); setSize(v as UiSize); }}>
            {UI_SIZES.map((s) => (
              <DropdownMenu.RadioItem key={s} value={s} className="menu__item menu__item--radio">
                <span>{t(`size.${s}`)}</span>
                <DropdownMenu.ItemIndicator className="menu__check" aria-hidden="true">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
