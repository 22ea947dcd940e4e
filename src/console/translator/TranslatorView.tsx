import { useCallback, useMemo, useRef } from 'react';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { ConflictDialog } from '../ui/ConflictDialog.tsx';
import { FieldChoiceDialog } from '../ui/FieldChoiceDialog.tsx';
import { textChoiceLabel } from './translatorChoices.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import type { ChildState } from '../rjsf/childState.ts';
import { TranslatorRow } from './TranslatorRow.tsx';
import type { TranslatorRow as Row } from './translatorRows.ts';
import { OTHER_ERRORS, type Translator } from './useTranslator.ts';
import { saveShortcut, useSaveShortcut } from '../editor/useSaveShortcut.ts';
import './translator.css';

/** Props of the translator view. */
export interface TranslatorViewProps {
  translator: Translator;
  schema: JsonSchema;
  /** The kind's item label, translated. */
  itemLabel: string;
  base: string;
  language: string;
  /** Switches the content language to the base (for the fields every language shares); absent for who may not write the base. */
  onEditBase?(): void;
  /** The user may not write this language: the texts shown, nothing to type into, no Save. */
  readOnly?: boolean;
  /** The screen's open children, shared with the preview: a focused row opens its child there. */
  childState?: ChildState;
}

/**
 * The editor in a language other than the base: one row per translatable field, the base
 * text beside the target input, untranslated fields first, then those whose base text changed; a
 * Save that sends only what changed. Fields every language shares are not here: a line says where they are edited.
 */
export function TranslatorView({ translator, schema, itemLabel, base, language, onEditBase, readOnly = false, childState }: TranslatorViewProps) {
  const t = useT();
  const name = useLanguageName();
  const baseSide = useMemo(() => ({ code: base, name: name(base) }), [base, name]);
  const targetSide = useMemo(() => ({ code: language, name: name(language) }), [language, name]);
  const { rows, status, errors, busy, dirty } = translator;
  const missing = rows.filter((r) => r.status === 'missing').length;
  const stale = rows.filter((r) => r.status === 'stale').length;
  const onFocusRow = useCallback((row: Row) => {
    for (const p of row.parents) childState?.setOpen(p.pointer, p.key);
  }, [childState]);
  const other = errors[OTHER_ERRORS];
  // Ctrl+S saves the translation; the button is disabled while nothing changed, so the key does nothing then.
  const saveButton = useRef<HTMLButtonElement>(null);
  useSaveShortcut(saveButton, () => true);
  const shortcut = saveShortcut();

  return (
    <div className="translator">
      <p className="translator__shared">
        <span>{t('translator.shared', { language: baseSide.name })}</span>
        {onEditBase && <button type="button" className="btn btn--sm" onClick={onEditBase}>{t('translator.editBase', { language: baseSide.name })}</button>}
      </p>
      {translator.arrival && (
        <div className="arrived" role="status">
          <span className="arrived__text">{t('live.textsArrived', { name: translator.arrival.by ?? t('live.someone'), item: itemLabel })}</span>
          <button type="button" className="btn btn--sm" onClick={translator.dismissArrival}>{t('live.dismiss')}</button>
        </div>
      )}
      {status === 'loading' && <p className="translator__status" role="status"><span className="spinner" aria-hidden="true" />{t('editor.loadingItem')}</p>}
      {status === 'failed' && <p className="translator__status" role="alert">{t('translator.loadFailed')}</p>}
      {status === 'ready' && rows.length === 0 && <p className="translator__status">{t('translator.nothing', { item: itemLabel, language: baseSide.name })}</p>}
      {status === 'ready' && rows.length > 0 && (
        <form className="translator__form" aria-label={t('translator.title', { language: targetSide.name })}
          onSubmit={(e) => { e.preventDefault(); if (!readOnly) void translator.save(); }}>
          <p className="translator__summary" role="status">
            {missing + stale === 0
              ? t('translator.complete', { language: targetSide.name })
              : t('translator.summary', { missing, stale, language: baseSide.name })}
          </p>
          {other && <ul className="translator__errors" role="alert">{other.map((e, i) => <li key={i}>{e}</li>)}</ul>}
          {rows.map((row) => (
            <TranslatorRow key={row.path} row={row} text={translator.text(row.path)} kept={translator.kept.has(row.path)}
              errors={errors[row.path]} disabled={busy || readOnly} base={baseSide} target={targetSide}
              onText={translator.setText} onKeep={translator.keep} onFocusRow={onFocusRow} />
          ))}
          {!readOnly && (
            <div className="form-footer">
              <button ref={saveButton} type="submit" className="btn btn--primary" disabled={busy || !dirty}
                title={`${t('translator.save')} (${shortcut.keys})`} aria-keyshortcuts={shortcut.aria}>
                {busy ? t('editor.saving') : t('translator.save')}
              </button>
              {dirty && <span className="form-footer__dirty">{t('editor.unsaved')}</span>}
            </div>
          )}
        </form>
      )}
      {translator.choice && (
        <FieldChoiceDialog conflict={translator.choice} itemLabel={itemLabel} labelOf={(path) => textChoiceLabel(rows, path)}
          onResolve={(c) => void translator.resolveChoice(c)} />
      )}
      {translator.conflict && (
        <ConflictDialog conflict={translator.conflict} schema={schema} itemLabel={itemLabel} onResolve={(c) => void translator.resolveConflict(c)} />
      )}
    </div>
  );
}
