import type { ResolvedKind } from '../../core/defineKind.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useTabLabel } from '../shell/useTabLabel.ts';

/** Emulator size (SPEC §9): 350 px plus 20 px, 2.16 times as tall. */
const WIDTH = 370;

/** The reserved right-hand slot for the phone preview; the real emulator arrives in a later issue. */
export function PreviewSlot({ kind, formData }: { kind: ResolvedKind; formData: Record<string, unknown> }) {
  const t = useT();
  const tabLabel = useTabLabel();
  const title = kind.toListItem(formData as never).title;
  return (
    <aside className="preview" aria-label={t('preview.title')}>
      <div className="phone" style={{ width: WIDTH, height: Math.round(WIDTH * 2.16) }}>
        <div className="phone__header">{tabLabel(kind)}</div>
        <div className="phone__screen">
          {title && <p className="phone__title">{title}</p>}
          <p className="phone__placeholder">{t('preview.placeholder')}</p>
        </div>
      </div>
    </aside>
  );
}
