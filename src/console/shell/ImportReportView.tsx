import { useT } from '../i18n/IntlContext.tsx';
import type { ImportReport } from './useCsvImport.ts';

/** The per-row outcome of a CSV import: how many were saved, and each refused line with the reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useT();
  return (
    <div className="import-report">
      <p className={`import-report__summary${report.refused.length ? ' import-report__summary--warn' : ''}`}>
        {t('import.summary', { imported: report.imported, refused: report.refused.length })}
      </p>
      {report.refused.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption className="table__caption">{t('import.refusedTitle')}</caption>
            <thead><tr><th scope="col">{t('import.line')}</th><th scope="col">{t('import.reason')}</th></tr></thead>
            <tbody>
              {report.refused.map((r) => (
                <tr key={r.line}><td className="num">{r.line}</td><td>{r.message}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
