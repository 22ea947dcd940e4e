import type { ReactNode } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import type { KindEditor } from '../editor/useKindEditor.ts';

/**
 * The lifecycle bar's buttons for a published item with changes: for the lifecycle roles "Publish changes"
 * (through the same confirmation as a first publish: `publish`; "Discard changes" is in the bar's More menu,
 * see useDiscardChanges); for an author "Submit changes for review" until they are submitted. `after`
 * follows "Publish changes" (an editor's "Return to author").
 */
export function ChangesActions({ editor, lifecycle, submit, disabled, publish, after }: {
  editor: KindEditor;
  /** The user may publish and discard (a lifecycle right). */
  lifecycle: boolean;
  /** The user submits changes for review instead, and they are not submitted yet. */
  submit: boolean;
  disabled: boolean;
  publish(): void;
  after?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {submit && (
        <button type="button" className="btn btn--sm btn--accent-soft" disabled={disabled} onClick={() => void editor.run('submit-review')}>
          {t('lifecycle.submit-changes')}
        </button>
      )}
      {lifecycle && (
        <>
          <button type="button" className="btn btn--sm btn--accent-soft" disabled={disabled} onClick={publish}>{t('lifecycle.publish-changes')}</button>
          {after}
        </>
      )}
    </>
  );
}
