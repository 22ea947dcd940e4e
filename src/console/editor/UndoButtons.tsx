import { useT } from '../i18n/IntlContext.tsx';
import type { KindEditor } from './useKindEditor.ts';

/** Undo and redo as buttons too, so the history is discoverable and reachable without the shortcut. */
export function UndoButtons({ editor }: { editor: KindEditor }) {
  const t = useT();
  return (
    <div className="undo" role="group" aria-label={t('editor.history')}>
      <button type="button" className="icon-btn" onClick={editor.undo} disabled={!editor.canUndo}
        aria-label={t('editor.undo')} title={`${t('editor.undo')} (Ctrl+Z)`} aria-keyshortcuts="Control+Z">
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M5 3L2 6l3 3M2 6h8a4 4 0 0 1 0 8H7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" /></svg>
      </button>
      <button type="button" className="icon-btn" onClick={editor.redo} disabled={!editor.canRedo}
        aria-label={t('editor.redo')} title={`${t('editor.redo')} (Ctrl+Shift+Z)`} aria-keyshortcuts="Control+Shift+Z">
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M11 3l3 3-3 3M14 6H6a4 4 0 0 0 0 8h3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" /></svg>
      </button>
    </div>
  );
}

/** Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo; true when the key was one of them. */
export function handleUndoKeys(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; preventDefault(): void }, editor: Pick<KindEditor, 'undo' | 'redo'>): boolean {
  if (!(e.ctrlKey || e.metaKey)) return false;
  const key = e.key.toLowerCase();
  if (key === 'z' && !e.shiftKey) { e.preventDefault(); editor.undo(); return true; }
  if ((key === 'z' && e.shiftKey) || key === 'y') { e.preventDefault(); editor.redo(); return true; }
  return false;
}
