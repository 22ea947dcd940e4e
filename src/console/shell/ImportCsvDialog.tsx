import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { ShellDialog } from '../ui/ShellDialog.tsx';
import { ImportReportView } from './ImportReportView.tsx';
import { useCsvImport } from './useCsvImport.ts';
import { FileDropZone } from '../ui/FileDropZone.tsx';

const reloadPage = () => window.location.reload();

/** Import CSV (SPEC §2): choose a CSV of persons, send it, read which rows were refused; then the page reloads. */
export function ImportCsvDialog({ open, onOpenChange, returnFocus }: { open: boolean; onOpenChange(open: boolean): void; returnFocus?: RefObject<HTMLElement | null> }) {
  const t = useT();
  const { notify } = useServices();
  const { state, send, finish, reloading } = useCsvImport(reloadPage);
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) { notify('warning', t('import.chooseFile')); return; }
    void send(file);
  };
  const change = (next: boolean) => {
    // Closing a report that is still on screen completes the import: say the reload is coming.
    if (!next && state.phase === 'done' && !reloading) notify('success', t('import.reloading'));
    if (!next) finish();
    onOpenChange(next);
  };

  return (
    <ShellDialog returnFocus={returnFocus} open={open} onOpenChange={change} title={t('import.title')} description={t('import.help')}>
      {state.phase === 'done' ? (
        <div className="sheet__body">
          <ImportReportView report={state.report} />
          {reloading
            ? <p className="muted" role="status">{t('import.reloading')}</p>
            : <div className="sheet__actions"><button type="button" className="btn btn--primary" onClick={() => change(false)}>{t('import.done')}</button></div>}
        </div>
      ) : (
        <form className="sheet__body" onSubmit={submit}>
          {/* The same drop zone as every other upload; once chosen, it names the file. */}
          <div className="field">
            <label className="field__label" htmlFor={inputId}>{t('import.file')}</label>
            <FileDropZone id={inputId} name="file" accept=".csv,text/csv" className="import-drop" disabled={state.phase === 'sending'}
              prompt={file ? file.name : t('import.choose')} onFile={(f) => { if (f) setFile(f); }} />
          </div>
          <div className="sheet__actions">
            <button type="submit" className="btn btn--primary" disabled={state.phase === 'sending'}>
              {state.phase === 'sending' ? t('import.submitting') : t('import.submit')}
            </button>
          </div>
        </form>
      )}
    </ShellDialog>
  );
}
