import { useMemo } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { useEmulator } from './EmulatorContext.tsx';
import { FieldSlot, FieldView } from './FieldSlot.tsx';
import { ListNumberingProvider, useListNumbering } from './listNumbering.ts';
import type { PreviewRecords } from './previewRecords.ts';
import type { RendererMap } from './rendererMap.ts';
import { fieldKey, visibleFields } from './visibleFields.ts';

/** Props of one screen's field records. */
export interface PreviewScreenProps {
  result: PreviewRecords;
  renderers: RendererMap;
  /** Per-field memoisation; false only for the bench baseline. */
  memoize?: boolean;
}

/** The visible field records of one screen in order, or why there are none (the editor's item and opened items alike). */
export function PreviewScreen({ result, renderers, memoize = true }: PreviewScreenProps) {
  const t = useT();
  const { kinds } = useEmulator();
  const fields = useMemo(() => (result.ok ? visibleFields(result.fields) : []), [result]);
  const numbering = useListNumbering(fields, kinds);
  const Slot = memoize ? FieldSlot : FieldView;
  return (
    <ListNumberingProvider value={numbering}>
      {!result.ok && <p className="emu-unknown" role="alert">{t('emulator.previewFailed', { message: result.error.message })}</p>}
      {result.ok && fields.length === 0 && <p className="emu-muted emu-phone__empty">{t('emulator.empty')}</p>}
      {fields.map((f) => <Slot key={fieldKey(f)} field={f} renderers={renderers} />)}
    </ListNumberingProvider>
  );
}
