import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import { baseLanguageAtom } from '../i18n/contentLanguage.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useGrant } from '../session/useGrant.ts';
import { useMissingTranslations } from '../translator/useMissingTranslations.ts';
import { useZoneFindingsOf } from '../walk/useZoneFindings.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { kindLint } from '../model/kindChecks.ts';
import { pointsAtOthers, readPublishTargets, targetRows, type TargetRow } from '../changes/publishTargets.ts';
import { usePublishTogether } from '../changes/usePublishTogether.ts';
import type { KindEditor } from './useKindEditor.ts';

// Loaded when a publish first names linked items: the editor's first load carries none of it.
const PublishTogetherDialog = lazy(() => import('../changes/PublishTogetherDialog.tsx').then((m) => ({ default: m.PublishTogetherDialog })));

/** What a publish asks about first: the kind's lint faults, the zone findings concerning the item, the languages still untranslated and the linked items visitors would not get. */
interface PublishDoubts { faults: readonly string[]; untranslated: readonly string[]; targets: readonly TargetRow[] }

/** A publish that asks first when in doubt: `ask` publishes at once or opens `dialog`; `checking` while the doubts are read. */
export interface PublishCheck {
  ask(): Promise<void>;
  checking: boolean;
  /** The confirmation naming the doubts, while it is open. */
  dialog: ReactNode;
}

/**
 * The publish of the open item, a first one or its changes alike: what the kind's lint faults, the zone
 * findings about it, the languages not yet translated and the referenced or linked items visitors would
 * not get are named in a confirmation first (the stored item is what gets published); with those items,
 * the confirmation also offers to publish them together. With no doubt, it publishes at once.
 */
export function usePublishCheck(kind: ResolvedKind, editor: KindEditor): PublishCheck {
  const t = useT();
  const { http } = useServices();
  const registry = useRegistry();
  const grant = useGrant();
  const languageName = useLanguageName();
  const missingTranslations = useMissingTranslations(kind);
  const zoneFindingsOf = useZoneFindingsOf(kind);
  const together = usePublishTogether(kind, editor);
  const base = useAtomValue(baseLanguageAtom);
  const [doubts, setDoubts] = useState<PublishDoubts | null>(null);
  const [checking, setChecking] = useState(false);
  const item = editor.current;
  const ask = async () => {
    if (!item) return;
    const found = kindLint(kind)?.(item as Record<string, unknown>) ?? [];
    setChecking(true);
    const [missing, zones, targets] = await Promise.all([
      missingTranslations ? missingTranslations(item.id) : [],
      zoneFindingsOf ? zoneFindingsOf(item.id) : [],
      // A publish goes on when the targets cannot be read: the readiness list still names them.
      pointsAtOthers(kind, registry.kinds) ? readPublishTargets(http, kind.api, item.id).catch(() => []) : [],
    ]);
    setChecking(false);
    const untranslated = missing.map((m) => t('translator.publishMissing', { language: languageName(m.language), count: m.missing.length }));
    // Zone findings are faults a visitor would hit too: a zone that never fires, two that fire at once.
    const faults = [...found.map((f) => t(f.message, f.values)), ...zones.map((z) => z.text)];
    const rows = targetRows(targets, registry.kinds, grant);
    together.reset();
    if (faults.length || untranslated.length || rows.length) setDoubts({ faults, untranslated, targets: rows });
    else void editor.run('publish');
  };
  const close = () => setDoubts(null);
  const publishOnly = () => { setDoubts(null); void editor.run('publish'); };
  const untranslatedBody = t('translator.publishBody', { item: t(kind.labels.item), base: languageName(base ?? '') });
  const dialog = doubts && (doubts.targets.length ? (
    <Suspense fallback={null}>
      <PublishTogetherDialog itemLabel={t(kind.labels.item)} rows={doubts.targets} outcome={together.outcome}
        doubts={{ faults: doubts.faults, untranslated: doubts.untranslated, untranslatedBody }}
        onCancel={close} onPublishOnly={publishOnly}
        onTogether={() => { void together.run(doubts.targets).then((live) => { if (live) close(); }); }} />
    </Suspense>
  ) : (
    <ConfirmDialog
      title={t(doubts.faults.length ? 'lint.publishTitle' : 'translator.publishTitle')}
      body={doubts.faults.length ? t('lint.publishBody', { item: t(kind.labels.item) }) : untranslatedBody}
      items={[...doubts.faults, ...doubts.untranslated]}
      confirmLabel={t(doubts.faults.length ? 'lint.publishConfirm' : 'translator.publishConfirm')} cancelLabel={t('confirm.cancel')}
      onCancel={close} onConfirm={publishOnly} />
  ));
  return { ask, checking, dialog };
}
