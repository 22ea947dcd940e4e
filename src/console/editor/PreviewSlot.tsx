import { memo, useCallback, useDeferredValue, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { schemaAnnotations } from '../../core/schemaAnnotations.ts';
import { userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { PhoneEmulator } from '../emulator/PhoneEmulator.tsx';
import { consoleRenderers } from '../emulator/consoleRenderers.ts';
import { useKindRenderers } from '../emulator/useKindRenderers.ts';
import { useChildState, type ChildState } from '../rjsf/childState.ts';
import type { PendingEdits } from '../rjsf/pendingEdits.ts';
import { withDrafts } from './livePreview.ts';
import { relationOffered } from '../../core/relations.ts';
import { linksLookup, relationLinksAtom, relationLinksKey } from '../relations/relationLinksAtom.ts';

/** `PreviewContext.links` of the opened item: the links its relation panels loaded; stable while they are. */
function usePreviewLinks(kind: ResolvedKind, itemId: number | undefined) {
  const all = useAtomValue(relationLinksAtom);
  const names = Object.entries(kind.relations ?? {}).filter(([, rel]) => relationOffered(rel, kind.variant)).map(([name]) => name);
  // One entry per relation always: useMemo's dependency list keeps its length while an item opens.
  const lists = names.map((name) => (itemId === undefined ? undefined : all[relationLinksKey(kind.api.entity, itemId, name)]));
  return useMemo(() => {
    if (itemId === undefined || !names.length) return undefined;
    return linksLookup(names, lists);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- compared element by element: the arrays are new each render, their entries are not
  }, [itemId, ...names, ...lists]);
}

/** The open child of each top-level keyed array (`{ '/pages': 17 }`), stable by value. */
function useOpenChildren(kind: ResolvedKind, state: ChildState): Record<string, string | number> | undefined {
  const pointers = useMemo(
    () => schemaAnnotations(kind.schema).keyed.filter((k) => !k.path.includes('*')).map((k) => `/${k.path.join('/')}`),
    [kind.schema],
  );
  useChildState(state);
  const entries = pointers.flatMap((p) => { const key = state.open(p); return key === undefined ? [] : [[p, key] as const]; });
  const id = JSON.stringify(entries);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the entries' JSON (`id`): the same object while they are equal by value
  return useMemo(() => (entries.length ? Object.fromEntries(entries) : undefined), [id]);
}

/** The text inputs' current texts (typing the form has not heard of yet), kept current. */
function useDrafts(pending: PendingEdits | undefined): ReadonlyMap<string, string> | undefined {
  const subscribe = useCallback((l: () => void) => pending?.subscribe(l) ?? (() => {}), [pending]);
  useSyncExternalStore(subscribe, () => pending?.version() ?? 0, () => 0);
  return pending?.drafts();
}

/** The right-hand slot of the kind screen: the live phone preview of the form data and the open child. */
export const PreviewSlot = memo(function PreviewSlot({ kind, formData, childState, pending, itemId, language, notice, id, onClose }: {
  kind: ResolvedKind; formData: Record<string, unknown>; childState: ChildState;
  /** The opened item's id (its relation links reach the preview); undefined for a new one. */
  itemId?: number;
  /** A content language other than the base: the phone's tab name and dates follow it, as a visitor's app would. */
  language?: string;
  /** The form's text inputs: what they show reaches the phone at once, before the form hears of it. */
  pending?: PendingEdits;
  /** Shown above the phone: what it shows when that is not the form (an old revision), or the switch to what visitors see. */
  notice?: ReactNode;
  /** The slot's id: the narrow layout's phone button controls it. */
  id?: string;
  /** Narrow screens, where the phone lies over the form: closes it (the button is hidden where the phone has its own column). */
  onClose?(): void;
}) {
  const t = useT();
  // The preview may lag behind the form; deferring here keeps the low-priority re-render inside this
  // slot, away from the RJSF form, whose queued submit must not be rebased by it.
  const deferred = useDeferredValue(formData);
  const drafts = useDrafts(pending);
  const record = useMemo(() => (drafts?.size ? withDrafts(deferred, drafts, kind.schema, kind.id) : deferred), [deferred, drafts, kind]);
  const settings = useAtomValue(userWebAtom)?.user_setting;
  const renderers = useKindRenderers(kind, consoleRenderers);
  const open = useOpenChildren(kind, childState);
  const links = usePreviewLinks(kind, itemId);
  return (
    <aside id={id} className={notice ? 'preview preview--revision' : 'preview'} aria-label={t('preview.title')}>
      {onClose && (
        <button type="button" className="btn btn--sm preview__close" onClick={onClose}>
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" /></svg>
          {t('preview.close')}
        </button>
      )}
      {notice}
      <PhoneEmulator kind={kind} record={record} settings={settings} renderers={renderers} open={open} links={links} itemKey={itemId} isNew={itemId === undefined} language={language} />
    </aside>
  );
});
