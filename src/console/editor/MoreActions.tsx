import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useInertPage } from '../ui/useInertPage.ts';

/** The lifecycle actions kept in the "More" menu: the ones taken seldom, or that take the item out of view. */
export const MENU_ACTIONS: readonly LifecycleAction[] = ['un-publish', 'delete', 'destroy'];

/**
 * The lifecycle bar's "More" menu: Discard changes, Schedule…, Add to release… and the actions that take an item out (Unpublish,
 * Archive, Destroy), so the bar's one row keeps the steps of the day (publish, its changes, review) in view at any width.
 */
export function MoreActions({ actions, schedule, disabled, onAction, onSchedule, discard, onRelease }: {
  actions: readonly LifecycleAction[];
  /** "Discard changes" first, when the item has changes the user may discard. */
  discard?: { onSelect(): void; disabled: boolean };
  /** Whether Schedule… is offered. */
  schedule: boolean;
  disabled: boolean;
  onAction(action: LifecycleAction): void;
  onSchedule(): void;
  /** "Add to release…", for whoever may publish the item. */
  onRelease?: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useInertPage(open);
  if (!actions.length && !schedule && !discard && !onRelease) return null;
  const planned = schedule || !!onRelease;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="btn btn--sm" disabled={disabled} aria-label={t('lifecycle.more')}>
        {t('lifecycle.moreShort')}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {discard && <DropdownMenu.Item className="menu__item" disabled={discard.disabled} onSelect={discard.onSelect}>{t('lifecycle.discard-changes')}</DropdownMenu.Item>}
          {discard && (planned || actions.length > 0) && <DropdownMenu.Separator className="menu__separator" />}
          {schedule && <DropdownMenu.Item className="menu__item" onSelect={onSchedule}>{t('lifecycle.schedule')}</DropdownMenu.Item>}
          {onRelease && <DropdownMenu.Item className="menu__item" onSelect={onRelease}>{t('lifecycle.addToRelease')}</DropdownMenu.Item>}
          {planned && actions.length > 0 && <DropdownMenu.Separator className="menu__separator" />}
          {actions.map((action) => (
            <DropdownMenu.Item key={action} className={`menu__item${action === 'destroy' ? ' menu__item--danger' : ''}`} onSelect={() => onAction(action)}>
              {t(`lifecycle.${action}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
