import type { RefObject } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { ShellDialog } from '../ui/ShellDialog.tsx';
import { useCompanies } from './useCompanies.ts';

const COLUMNS = ['name', 'email', 'phone', 'address'] as const;

/** The Company dialog (SPEC §2): the companies the user may see, as rows of name, e-mail, phone, address. */
export function CompanyDialog({ open, onOpenChange, returnFocus }: { open: boolean; onOpenChange(open: boolean): void; returnFocus?: RefObject<HTMLElement | null> }) {
  const t = useT();
  const rows = useCompanies(open);
  return (
    <ShellDialog returnFocus={returnFocus} open={open} onOpenChange={onOpenChange} title={t('company.title')} wide>
      {rows === null ? (
        <p className="sheet__body muted" aria-busy="true"><span className="spinner" aria-hidden="true" /> {t('app.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="sheet__body muted">{t('company.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead><tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`company.${c}`)}</th>)}</tr></thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>{COLUMNS.map((c) => <td key={c} data-label={t(`company.${c}`)}>{row[c] || '—'}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ShellDialog>
  );
}
