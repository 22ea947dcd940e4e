import { useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import { baseLanguageAtom } from '../i18n/contentLanguage.ts';
import { useMissingTranslations } from '../translator/useMissingTranslations.ts';
import { useZoneFindingsOf } from '../walk/useZoneFindings.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { kindLint } from '../model/kindChecks.ts';
import type { KindEditor } from './useKindEditor.ts';

/** What a publish asks about first: the kind's lint faults, the zone findings concerning the item and the languages still untranslated. */
interface PublishDoubts { faults: readonly string[]; untranslated: readonly string[] }

/** A publish that asks first when in doubt: `ask` publishes at once or opens `dialog`; `checking` while the doubts are read. */
export interface PublishCheck {
  ask(): Promise<void>;
  checking: boolean;
  /** The confirmation naming the doubts, while it is open. */
  dialog: ReactNode;
}

/**
 * The publish of the open item, a first one or its changes alike: what the kind's lint faults, the zone
 * findings about it and the languages not yet translated are named in a confirmation first (the stored
 * item is what gets published); with none, it publishes at once.
 */
export function usePublishCheck(kind: ResolvedKind, editor: KindEditor): PublishCheck {
  const t = useT();
  const languageName = useLanguageName();
  const missingTranslations = useMissingTranslations(kind);
  const zoneFindingsOf = useZoneFindingsOf(kind);
  const base = useAtomValue(baseLanguageAtom);
  const [doubts, setDoubts] = useState<PublishDoubts | null>(null);
  const [checking, setChecking] = useState(false);
  const item = editor.current;
  const ask = async () => {
    if (!item) return;
    const found = kindLint(kind)?.(item as Record<string, unknown>) ?? [];
    setChecking(true);
    const [missing, zones] = await Promise.all([
      missingTranslations ? missingTranslations(item.id) : [],
      zoneFindingsOf ? zoneFindingsOf(item.id) : [],
    ]);
    setChecking(false);
    const untranslated = missing.map((m) => t('translator.publishMissing', { language: languageName(m.language), count: m.missing.length }));
    // Zone findings are faults a visitor would hit too: a zone that never fires, two that fire at once.
    const faults = [...found.map((f) => t(f.message, f.values)), ...zones.map((z) => z.text)];
    if (faults.length || untranslated.length) setDoubts({ faults, untranslated });
    else void editor.run('publish');
  };
  const dialog = doubts && (
    <ConfirmDialog
      title={t(doubts.faults.length ? 'lint.publishTitle' : 'translator.publishTitle')}
      body={doubts.faults.length
        ? t('lint.publishBody', { item: t(kind.labels.item) })
        : t('translator.publishBody', { item: t(kind.labels.item), base: languageName(base ?? '') })}
      items={[...doubts.faults, ...doubts.untranslated]}
      confirmLabel={t(doubts.faults.length ? 'lint.publishConfirm' : 'translator.publishConfirm')} cancelLabel={t('confirm.cancel')}
      onCancel={() => setDoubts(null)}
      onConfirm={() => { setDoubts(null); void editor.run('publish'); }} />
  );
  return { ask, checking, dialog };
}
