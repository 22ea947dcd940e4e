import { useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { KindConsoleParts } from '../../core/kindConsole.ts';
import { userWebAtom } from '../session/session.ts';
import { useGrant } from '../session/useGrant.ts';
import { mayDo } from '../../core/roles.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { createPendingEdits } from '../rjsf/pendingEdits.ts';
import { createChildState } from '../rjsf/childState.ts';
import { useKindApi } from './useKindApi.ts';
import { useKindItems } from './useKindItems.ts';
import { useKindSchema } from '../registry/useKindSchema.ts';
import { useSelectedId } from './useSelectedId.ts';
import { useFieldParam } from './useFieldParam.ts';
import { useKindEditor } from './useKindEditor.ts';
import { useDraft } from './useDraft.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { ItemList } from './ItemList.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { KindForm } from './KindForm.tsx';
import { PreviewSlot } from './PreviewSlot.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FieldChoiceDialog } from '../ui/FieldChoiceDialog.tsx';
import { ArrivedNotice } from './ArrivedNotice.tsx';
import { fieldLabel, fieldLabels } from './fieldLabels.ts';
import { DraftBanner } from './DraftBanner.tsx';
import { ItemLoading } from './ItemLoading.tsx';
import { VariantNotice } from './VariantNotice.tsx';
import { ReviewBanner } from './ReviewBanner.tsx';
import { ScheduleBanner } from './ScheduleBanner.tsx';
import { handleUndoKeys } from './UndoButtons.tsx';
import { useNarrowPanels } from './useNarrowPanels.ts';
import { PanelToggle } from './PanelToggle.tsx';
import { useTabLabel } from '../routes/useTabLabel.ts';
import { baseLanguageAtom, contentLanguageAtom } from '../i18n/contentLanguage.ts';
import { useTranslator } from '../translator/useTranslator.ts';
import { TranslatorView } from '../translator/TranslatorView.tsx';
import { NewInBaseNotice } from '../translator/NewInBaseNotice.tsx';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { RevisionPreviewBanner } from '../history/RevisionPreviewBanner.tsx';
import { useHistoryView } from '../history/useHistoryView.ts';
import { usePresenceHeartbeat } from '../live/usePresenceHeartbeat.ts';
import { ChangesPanel } from '../changes/ChangesPanel.tsx';
import { PhoneVersionToggle } from '../changes/PhoneVersionToggle.tsx';
import { useChangesView } from '../changes/useChangesView.ts';
import { usePhoneVersion } from '../changes/usePhoneVersion.ts';

/** Props of the generic kind screen. */
export interface KindScreenProps {
  /** The kind as this client runs it (useClientKind: its variant and patch). */
  kind: ResolvedKind;
  /** The kind's console module, loaded and checked (KindRoute waits for it); null when it has none. */
  parts?: KindConsoleParts | null;
}

/** The generic screen of a content kind: list | form | phone preview, with the unsaved-work safety nets. */
export function KindScreen({ kind, parts = null }: KindScreenProps) {
  const t = useT();
  const api = useKindApi(kind);
  const { items, loading, reload } = useKindItems(api, kind.id);
  const { schema, uiSchema } = useKindSchema(kind);
  // The list highlights the URL's selection at once; the form follows it (see useKindEditor).
  const [selectedId, select] = useSelectedId();
  // True when the last selection came from a list key: the form then follows once the selection rests.
  const stepping = useRef(false);
  const pending = useMemo(createPendingEdits, []);
  const labels = useCallback((pointers: readonly string[], doc: Record<string, unknown>) => fieldLabels(kind.id, schema, uiSchema, pointers, doc), [kind.id, schema, uiSchema]);
  const editor = useKindEditor({ kind, schema, api, items, selectedId, select, reload, stepping, pending, labels });
  const companyId = useAtomValue(userWebAtom)?.company?.id;
  const draft = useDraft(editor, kind.id, companyId);
  // Which child (story page) is open and the kind's lint faults: shared by the form and the preview.
  const childState = useMemo(createChildState, []);
  // Another content language than the base: an opened item is translated, not edited.
  const [language, chooseLanguage] = useAtom(contentLanguageAtom);
  const base = useAtomValue(baseLanguageAtom);
  const otherLanguage = language !== undefined && base !== undefined && language !== base ? language : undefined;
  const translating = otherLanguage !== undefined && selectedId !== null;
  // What this user may change: the base-language form, and the language opened in the translator view.
  const grant = useGrant();
  const mayWrite = mayDo(grant, 'write', { kind: kind.id });
  const mayTranslate = otherLanguage !== undefined && mayDo(grant, 'translate', { kind: kind.id, language: otherLanguage });
  const readOnly = translating ? !mayTranslate : !mayWrite;
  const translator = useTranslator({ schema, uiSchema, api, kindId: kind.id, itemId: translating ? selectedId : null, language, base, reload });
  // `?field=/pages/2/beacon_id` (a link from the Info page's readiness list): that field, in view and focused.
  useFieldParam({ current: editor.current, formData: editor.formData, schema, uiSchema, childState, idPrefix: kind.id, active: !translating });
  // The History panel and the old revision it may show in the phone; not while translating.
  const history = useHistoryView(editor.current?.id);
  const revision = translating ? null : history.preview;
  // A published item with changes: the Changes panel, and the phone's switch to what visitors see (not over an old revision).
  const changes = useChangesView(editor.current?.id);
  const phone = usePhoneVersion(kind, schema, editor.current, language, !revision);
  // The others see who has this item open, and "editing" once there is unsaved work (typing not yet
  // reported to the form counts; the snapshot is a boolean, so keystrokes do not re-render the screen).
  const typing = useSyncExternalStore(pending.subscribe, pending.any);
  usePresenceHeartbeat(kind.id, editor.current?.id, (mayWrite && (editor.dirty || typing)) || (mayTranslate && translator.dirty));
  // Nothing a reader cannot save is "unsaved work": a widget tidying the data must not make them confirm leaving.
  const leave = useLeaveGuard(() => (mayWrite && (editor.dirty || pending.any())) || (mayTranslate && translator.dirty), () => { draft.forget(); translator.discard(); });

  // Undo/redo listen on the document: after an array move or remove, the button that had focus is gone
  // and focus falls back to <body>. Keys typed in the list's search box or in a dialog are left alone.
  const section = useRef<HTMLElement>(null);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  // The translator's inputs keep the browser's own undo: the form's history is not what they edit.
  // A reader's form has no history to step through.
  const translatingRef = useRef(translating || !mayWrite);
  translatingRef.current = translating || !mayWrite;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (translatingRef.current) return;
      const at = e.target as Element | null;
      if (at && at !== document.body && !section.current?.contains(at)) return;
      if (document.querySelector('dialog[open]')) return;
      handleUndoKeys(e, editorRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Narrow screens fold the list into a drawer and the phone into an overlay (workspace.css).
  const panels = useNarrowPanels(selectedId !== null);
  const { close: closePanels } = panels;
  const listId = useId();
  const phoneId = useId();
  const tabLabel = useTabLabel();

  // Stable callbacks (leave.guard and select are): every list row is memoised on onSelect.
  // A pick closes the list drawer; stepping with the arrow keys keeps it open.
  const { guard } = leave;
  const onSelect = useCallback((id: number, byKey?: boolean) => guard(() => {
    stepping.current = byKey === true; select(id);
    if (!byKey) closePanels();
  }), [guard, select, closePanels]);
  const { startNew } = editor;
  const onNew = useCallback(() => guard(() => { closePanels(); startNew(); }), [guard, startNew, closePanels]);
  const itemLabel = t(kind.labels.item);
  // The list highlights a new selection at once; until its full item has loaded, the form still shows
  // the previous one: busy and inert, so nothing typed there can land in the wrong item.
  const opening = selectedId !== null && editor.current?.id !== selectedId;

  return (
    <div className={panels.open ? `workspace workspace--${panels.open}-open` : 'workspace'}>
      <ItemList id={listId} kind={kind} items={items} loading={loading} selectedId={selectedId} onSelect={onSelect} onNew={mayWrite ? onNew : undefined} />
      {panels.open && <div className="workspace__scrim" aria-hidden="true" onClick={closePanels} />}
      <section ref={section} className="editor" aria-labelledby="editor-title">
        {/* A New form is not lost by another language (it is created in the base one): only an opened item asks. */}
        <EditorHeader kind={kind} editor={editor} guard={selectedId !== null ? guard : undefined} translating={translating} translationSavedAt={translator.savedAt} readOnly={readOnly} opening={opening} history={history} changes={changes}
          listToggle={<PanelToggle panel="list" panels={panels} label={tabLabel(kind)} controls={listId} />}
          phoneToggle={<PanelToggle panel="phone" panels={panels} label={t('preview.show')} controls={phoneId} />} />
        <ItemLoading active={opening} />
        <div className="editor__body" aria-busy={opening} inert={opening}>
          {translating && base && otherLanguage ? (
            <TranslatorView translator={translator} schema={schema} itemLabel={itemLabel} base={base} language={otherLanguage} readOnly={!mayTranslate}
              onEditBase={mayWrite ? () => guard(() => chooseLanguage(base)) : undefined} childState={childState} />
          ) : !mayWrite && selectedId === null ? (
            // A reader has nothing to create: the list is where they start.
            <p className="editor__pick">{t('editor.pickToRead')}</p>
          ) : (
            <>
              {otherLanguage && base && <NewInBaseNotice base={base} item={itemLabel} />}
              {mayWrite && <ArrivedNotice editor={editor} itemLabel={itemLabel} />}
              {mayWrite && draft.offer && <DraftBanner draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />}
              <VariantNotice kind={kind} item={editor.current} />
              <ReviewBanner kind={kind} item={editor.current} />
              <ScheduleBanner kind={kind} item={editor.current} />
              {changes.open && editor.current && <ChangesPanel kind={kind} schema={schema} item={editor.current} onClose={changes.close} />}
              {history.open && editor.current && (
                <HistoryPanel key={editor.current.id} kind={kind} schema={schema} editor={editor} item={editor.current} view={history}
                  unsaved={() => editor.dirty || pending.any()} dropUnsaved={draft.forget} />
              )}
              <KindForm kind={kind} schema={schema} uiSchema={uiSchema} editor={editor} readOnly={!mayWrite} pending={pending} parts={parts} childState={childState} />
            </>
          )}
        </div>
      </section>
      {/* The phone reads the item in the content language; while translating, with what is typed on top. */}
      {/* The phone reads what visitors see when asked (see usePhoneVersion); else as above. */}
      <PreviewSlot kind={kind} formData={phone.record ?? (translating && translator.record ? translator.record : revision ? revision.document : editor.formData)}
        childState={childState} pending={translating || revision || phone.record ? undefined : pending} itemId={editor.current?.id} language={translating ? otherLanguage : undefined}
        notice={revision ? <RevisionPreviewBanner n={revision.n} onBack={history.endPreview} /> : phone.offered && <PhoneVersionToggle phone={phone} />} id={phoneId} onClose={closePanels} />
      {leave.asking && (
        <ConfirmDialog title={t('leave.title')} body={t('leave.body')} confirmLabel={t('leave.confirm')} cancelLabel={t('leave.cancel')}
          onConfirm={leave.confirm} onCancel={leave.cancel} />
      )}
      {editor.conflict && editor.conflictOpen && (
        <FieldChoiceDialog conflict={editor.conflict} itemLabel={itemLabel} onResolve={(c) => void editor.resolveConflict(c)}
          labelOf={(path) => fieldLabel(kind.id, schema, uiSchema, path, editor.conflict!.mine ?? editor.formData)} />
      )}
    </div>
  );
}
