import type { IconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { useT } from '../i18n/IntlContext.tsx';

type Icon = 'plus' | 'remove' | 'up' | 'down' | 'copy';

const PATHS: Record<Icon, string> = {
  plus: 'M8 3v10M3 8h10',
  remove: 'M4 4l8 8M12 4l-8 8',
  up: 'M8 13V3M4 7l4-4 4 4',
  down: 'M8 3v10M4 9l4 4 4-4',
  copy: 'M5 5h7v7H5zM3 10V3h7',
};

function Glyph({ icon }: { icon: Icon }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Builds an icon-only array button with a translated accessible name (RJSF's default draws Bootstrap glyphicons we do not ship). */
function iconButton(icon: Icon, labelId: string, tone = '') {
  return function IconOnly({ icon: _i, iconType: _t, uiSchema: _u, registry: _r, className, style: _s, ...rest }: IconButtonProps) {
    const label = useT()(labelId);
    return (
      <button type="button" {...rest} className={`icon-btn ${tone} ${className ?? ''}`} title={label} aria-label={label}>
        <Glyph icon={icon} />
      </button>
    );
  };
}

/** The array "Add" button: visible text, not an empty Bootstrap icon. */
function AddButton({ id, className, onClick, disabled }: IconButtonProps) {
  const t = useT();
  return (
    <button type="button" id={id} className={`btn btn--sm rjsf-add ${className ?? ''}`} onClick={onClick} disabled={disabled}>
      <Glyph icon="plus" /> {t('rjsf.add')}
    </button>
  );
}

/** The console renders its own Save button in the form footer. */
function SubmitButton(_props: SubmitButtonProps) {
  return null;
}

/** RJSF button templates styled by the console's tokens. */
export const buttonTemplates = {
  AddButton,
  CopyButton: iconButton('copy', 'rjsf.copy'),
  MoveDownButton: iconButton('down', 'rjsf.moveDown'),
  MoveUpButton: iconButton('up', 'rjsf.moveUp'),
  RemoveButton: iconButton('remove', 'rjsf.remove', 'icon-btn--danger'),
  ClearButton: iconButton('remove', 'rjsf.clear'),
  SubmitButton,
};
