import { useLocation } from 'wouter';
import { useT } from '../../i18n/IntlContext.tsx';
import { useRegistry } from '../../registry/RegistryContext.tsx';
import { useTabs } from '../../routes/useTabs.ts';
import { MatrixLegend } from './MatrixLegend.tsx';
import { MatrixNotice } from './MatrixNotice.tsx';
import { MatrixTable } from './MatrixTable.tsx';
import { matrixRows } from './matrixKinds.ts';
import { useLanguageNames } from './useLanguageNames.ts';
import { useTranslationMatrix } from './useTranslationMatrix.ts';

/** The first level: the matrix of every kind the user sees × the client's non-base languages, or why there is none. */
export function MatrixOverview() {
  const t = useT();
  const [path] = useLocation();
  const registry = useRegistry();
  const tabs = useTabs();
  const names = useLanguageNames();
  const { value: matrix, loading, failed, reload } = useTranslationMatrix();

  let body;
  if (failed) {
    body = <MatrixNotice actions={<button type="button" className="btn btn--sm" onClick={() => void reload()}>{t('user.retry')}</button>}>{t('matrix.loadFailed')}</MatrixNotice>;
  } else if (!matrix) {
    body = loading && <MatrixNotice busy><span className="spinner" aria-hidden="true" />{t('app.loading')}</MatrixNotice>;
  } else if (matrix.languages.length === 0) {
    body = <MatrixNotice title={t('matrix.single.title')}>{t('matrix.single.body', { language: names.inText(matrix.base) })}</MatrixNotice>;
  } else {
    const rows = matrixRows(registry.kinds, tabs, matrix.kinds);
    body = rows.length === 0 ? <MatrixNotice>{t('matrix.noKinds')}</MatrixNotice> : (
      <>
        <p className="tmatrix__intro">{t('matrix.intro', { base: names.inText(matrix.base) })}</p>
        <MatrixTable rows={rows} languages={matrix.languages} names={names} path={path} />
        <MatrixLegend base={names.inText(matrix.base)} />
      </>
    );
  }
  return (
    <>
      <header className="tmatrix__header"><h1 className="tmatrix__title">{t('route.translations')}</h1></header>
      {body}
    </>
  );
}
