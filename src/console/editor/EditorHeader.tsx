import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { LifecycleBar } from './LifecycleBar.tsx';
import { hasPublishStep, hasUnpublishedChanges } from '../../core/visitorState.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import { UndoButtons } from './UndoButtons.tsx';
import type { KindEditor } from './useKindEditor.ts';
import { editorLinkHref } from './editorLinks.ts';
import { useConsoleRoutes } from '../routes/useConsoleRoutes.ts';
import { ContentLanguageSwitch } from '../translator/ContentLanguageSwitch.tsx';
import { canSimulateItem, simulateHref } from '../walk/simulateHref.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import type { HistoryView } from '../history/useHistoryView.ts';
import { PresenceAvatars } from './PresenceAvatars.tsx';
import { ChangesButton } from '../changes/ChangesButton.tsx';
import { savedAt } from './savedAt.ts';
import type { ChangesView } from '../changes/useChangesView.ts';

/**
 * Above the form, in two rows of fixed height (so the form below never moves while an item loads):
 * "New …" or "Edit …", the state badge, last-saved time, who else has the item open and the content language; then one toolbar
 * of the kind's editor links (an opened item only: `editorLinks`, e.g. the game's Play), Changes and History, undo/redo
 * (not while translating: the translator has its own Save) and the lifecycle actions.
 */
export function EditorHeader({ kind, editor, guard, translating = false, translationSavedAt, readOnly = false, opening = false, history, changes, listToggle, phoneToggle }: {
  kind: ResolvedKind; editor: KindEditor;
  /** While translating: when the translation shown was last saved (its save is what "Last saved" then reports). */
  translationSavedAt?: string;
  /** The screen's leave guard: switching the content language with unsaved changes asks first. */
  guard?(go: () => void): void;
  /** Whether the translator view stands in for the form. */
  translating?: boolean;
  /** The user may read but not change what is shown: "View …", no undo/redo. */
  readOnly?: boolean;
  /** An item was picked and is still loading: the heading already says "Edit …", not "New …". */
  opening?: boolean;
  /** The History panel's state: its button shows for an opened item in the base language. */
  history?: HistoryView;
  /** The Changes panel's state: its button shows for a published item with changes, in the base language. */
  changes?: ChangesView;
  /** Narrow screens: the button that opens the list drawer (first in the title row). */
  listToggle?: ReactNode;
  /** Narrow screens: the button that shows the phone (first in the toolbar). */
  phoneToggle?: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  const routes = useConsoleRoutes();
  const item = editor.current;
  const itemLabel = t(kind.labels.item);
  // The translator's save changes the translation, not the base item: its time is the one to show then.
  const when = (translating && translationSavedAt) || item?.updated_at;
  const time = when ? savedAt(intl, when) : undefined;
  const saved = time && t('editor.updatedAt', { date: time.short });
  return (
    <header className="editor__header">
      <div className="editor__heading">
        {listToggle}
        <h2 id="editor-title" className="editor__title">
          {t(readOnly ? 'editor.view' : !item && !opening ? 'editor.new' : translating ? 'translator.heading' : 'editor.edit', { item: itemLabel })}
        </h2>
        {item && <StateBadge state={item} publishable={hasPublishStep(kind)} />}
        {/* Shortened with an ellipsis when the row is narrow; the full time, to the second, stays in the tooltip. */}
        {saved && <span className="editor__meta" title={t('editor.updatedAt', { date: time.full })}>{saved}</span>}
        {item && <PresenceAvatars kind={kind.id} id={item.id} />}
        <ContentLanguageSwitch guard={guard} />
      </div>
      <div className="editor__actions">
        {phoneToggle}
        {item && kind.editorLinks?.map((link) => {
          const href = editorLinkHref(routes, link, item.id);
          return href && <Link key={`${link.route}:${link.label}`} href={href} className="btn btn--sm btn--accent-soft">{t(link.label)}</Link>;
        })}
        {item && canSimulateItem(kind) && <Link href={simulateHref(kind.id, item.id)} className="btn btn--sm btn--accent-soft">{t('walk.simulate')}</Link>}
        {item && changes && !translating && hasUnpublishedChanges(item, hasPublishStep(kind)) && <ChangesButton view={changes} />}
        {item && history && !translating && <HistoryButton view={history} />}
        {!translating && !readOnly && <UndoButtons editor={editor} />}
        <LifecycleBar kind={kind} editor={editor} />
      </div>
    </header>
  );
}
