import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { mayDo } from '../../core/roles.ts';
import { userWebAtom } from '../session/session.ts';
import { useGrant } from '../session/useGrant.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { withFormDefaults } from '../rjsf/formDefaults.ts';
import { relationWritesAtom, relationWritesKey } from '../relations/relationWritesAtom.ts';
import type { KindEditor } from '../editor/useKindEditor.ts';
import type { WireItem } from '../model/wireItem.ts';
import { createHistoryCalls } from './historyCalls.ts';
import { HISTORY_PANEL_ID } from './HistoryButton.tsx';
import { RevisionCompare } from './RevisionCompare.tsx';
import { RevisionList, type RevisionPair } from './RevisionList.tsx';
import type { RevisionSummary } from './revisionTypes.ts';
import type { HistoryView } from './useHistoryView.ts';
import { useRevisions } from './useRevisions.ts';
import './history.css';

/** The newest two revisions that kept a document: what "Compare" starts with. */
function defaultPair(revisions: readonly RevisionSummary[]): RevisionPair {
  const withDoc = revisions.filter((r) => r.has_document);
  return { from: withDoc[1]?.n ?? null, to: withDoc[0]?.n ?? null };
}

/**
 * The History panel of the opened item: its revisions, a side-by-side comparison of any
 * two, an old revision previewed in the phone, and restoring one (confirmed; an ordinary save on the
 * version the form loaded, so a stale one meets the editor's conflict dialog).
 */
export function HistoryPanel({ kind, schema, editor, item, view, unsaved, dropUnsaved }: {
  kind: ResolvedKind;
  /** The form's schema (translated, client-patched): its titles label the fields. */
  schema: JsonSchema;
  editor: KindEditor; item: WireItem; view: HistoryView;
  /** Whether the form holds edits not saved (typing not yet reported included): a restore drops them. */
  unsaved(): boolean;
  /** Forgets the unsaved edits the screen keeps for a reload (the local draft): the user agreed to lose them. */
  dropUnsaved(): void;
}) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();
  const { http } = useServices();
  const calls = useMemo(() => createHistoryCalls(http, kind.api), [http, kind.api]);
  // Every write adds a revision. Saves, lifecycle actions and restores move the version or the state;
  // relation changes move neither, so their count in this console is part of the stamp. A translation
  // is saved while the panel is away (it shows only in the base language): it asks again on coming back.
  const relationWrites = useAtomValue(relationWritesAtom)[relationWritesKey(kind.api.entity, item.id)] ?? 0;
  const load = useRevisions(calls, item.id, `${item.version}:${item.state}:${relationWrites}`);
  // The pair picked, for the list whose newest revision was `newest`: a new revision resets it.
  const [chosen, setChosen] = useState<RevisionPair & { newest?: number }>({ from: null, to: null });
  // A link may open the panel at a pair (the review queue's Compare: `?history=compare&from=&to=`).
  const [comparing, setComparing] = useState<{ from: number; to: number } | null>(view.asked);
  const [restoring, setRestoring] = useState<{ revision: RevisionSummary; unsaved: boolean } | null>(null);

  // An author restores only their own drafts: neither published nor archived, created by
  // them (as the server decides). While the creating revision is not loaded, the button is offered and
  // the server's answer decides.
  const grant = useGrant();
  const me = useAtomValue(userWebAtom)?.user;
  const created = load.revisions.find((r) => r.action === 'create');
  const creator = created ? created.user?.email === me?.email && !!me : load.hasOlder;
  const ownDraft = !item.is_published && !item.is_archived && creator;
  const mayRestore = mayDo(grant, 'restoreRevision', { kind: kind.id, ownDraft });

  const fallback = defaultPair(load.revisions);
  const newest = load.revisions[0]?.n;
  const picked = chosen.newest === newest ? chosen : { from: null, to: null };
  const pair: RevisionPair = { from: picked.from ?? fallback.from, to: picked.to ?? fallback.to };
  const canCompare = pair.from !== null && pair.to !== null && pair.from !== pair.to;

  const preview = async (n: number) => {
    if (view.preview?.n === n) { view.endPreview(); return; }
    try {
      const revision = await calls.get(item.id, n);
      if (revision.document) view.showPreview({ itemId: item.id, n, document: withFormDefaults(schema, revision.document) });
    } catch {
      // Told by the http client.
    }
  };

  const restore = async (n: number) => {
    setRestoring(null);
    // Before the form shows the restored item: else the dropped edits would be offered back as a draft.
    dropUnsaved();
    try {
      const revision = await calls.get(item.id, n);
      // The revision's document is "mine" should the item have moved on meanwhile (the conflict dialog).
      const stored = await editor.writeWith((onto) => calls.restore(onto.id, n, onto.version), revision.document ?? {});
      if (stored) view.endPreview();
    } catch {
      // Told by the http client.
    }
  };

  return (
    <section id={HISTORY_PANEL_ID} className="hpanel" aria-labelledby={headingId} aria-busy={load.status === 'loading' || load.refreshing}>
      <div className="hpanel__head">
        <h2 id={headingId} className="hpanel__title">{t('history.title')}</h2>
        {load.status === 'ready' && load.revisions.length > 0 && (
          <button type="button" className="btn btn--sm btn--accent-soft" disabled={!canCompare}
            onClick={() => canCompare && setComparing({ from: pair.from!, to: pair.to! })}>
            {canCompare ? t('history.compare', { from: pair.from!, to: pair.to! }) : t('history.comparePick')}
          </button>
        )}
        <button type="button" className="btn btn--sm" onClick={load.refresh}>{t('history.refresh')}</button>
        <button type="button" className="btn btn--sm" onClick={view.toggle}>{t('history.close')}</button>
      </div>
      {load.status === 'loading' && load.revisions.length === 0 && <p className="hpanel__note">{t('app.loading')}</p>}
      {load.status === 'failed' && <p className="hpanel__note" role="alert">{t('history.loadFailed')}</p>}
      {load.status === 'ready' && load.revisions.length === 0 && <p className="hpanel__note">{t('history.empty')}</p>}
      {load.revisions.length > 0 && (
        <RevisionList revisions={load.revisions} kindId={kind.id} schema={schema} pair={pair}
          onPick={(side, n) => setChosen({ ...pair, [side]: n, newest })}
          previewing={view.preview?.n ?? null} onPreview={(n) => void preview(n)} mayRestore={mayRestore}
          onRestore={(n) => { const revision = load.revisions.find((r) => r.n === n); if (revision) setRestoring({ revision, unsaved: unsaved() }); }}
          busy={editor.busy} />
      )}
      {load.hasOlder && (
        <button type="button" className="btn btn--sm hpanel__older" disabled={load.loadingOlder} onClick={() => void load.showOlder()}>
          {load.loadingOlder ? t('app.loading') : t('history.showOlder')}
        </button>
      )}
      {comparing && (
        <RevisionCompare calls={calls} itemId={item.id} from={comparing.from} to={comparing.to} kindId={kind.id} schema={schema}
          onClose={() => setComparing(null)} />
      )}
      {restoring && (
        <ConfirmDialog title={t('history.restoreTitle', { n: restoring.revision.n })}
          body={[
            t('history.restoreBody', { n: restoring.revision.n, item: t(kind.labels.item), when: intl.formatDate(restoring.revision.at, { dateStyle: 'medium', timeStyle: 'short' }) }),
            restoring.unsaved ? t('history.restoreDirty') : '',
          ].filter(Boolean).join(' ')}
          confirmLabel={t('history.restoreConfirm')} cancelLabel={t('history.cancel')}
          onConfirm={() => void restore(restoring.revision.n)} onCancel={() => setRestoring(null)} />
      )}
    </section>
  );
}
