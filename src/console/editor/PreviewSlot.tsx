import { memo, useDeferredValue } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { userWebAtom } from '../auth/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { PhoneEmulator } from '../emulator/PhoneEmulator.tsx';
import { consoleRenderers } from '../emulator/consoleRenderers.ts';
import { useKindRenderers } from '../emulator/useKindRenderers.ts';

/** The right-hand slot of the kind screen: the live phone preview of the form data (issue 5). */
export const PreviewSlot = memo(function PreviewSlot({ kind, formData }: { kind: ResolvedKind; formData: Record<string, unknown> }) {
  const t = useT();
  // The preview may lag behind the form; deferring here keeps the low-priority re-render inside this
  // slot, away from the RJSF form, whose queued submit must not be rebased by it.
  const record = useDeferredValue(formData);
  const settings = useAtomValue(userWebAtom)?.user_setting;
  const renderers = useKindRenderers(kind, consoleRenderers);
  return (
    <aside className="preview" aria-label={t('preview.title')}>
      <PhoneEmulator kind={kind} record={record} settings={settings} renderers={renderers} />
    </aside>
  );
});
