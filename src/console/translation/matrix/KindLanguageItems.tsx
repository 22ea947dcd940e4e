import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { userWebAtom } from '../../session/session.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import { useRegistry } from '../../registry/RegistryContext.tsx';
import { useTabLabel } from '../../routes/useTabLabel.ts';
import { visibleKinds } from '../../session/visibleKinds.ts';
import { KindItemList, type DrillQuery } from './KindItemList.tsx';
import { MatrixNotice } from './MatrixNotice.tsx';
import { kindNamed } from './matrixKinds.ts';
import { useLanguageNames } from './useLanguageNames.ts';

/** The second level: where we are (breadcrumb back to the matrix), the kind in the language as a heading, and its items. */
export function KindLanguageItems({ query }: { query: DrillQuery }) {
  const t = useT();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  const kindLabel = useTabLabel();
  const names = useLanguageNames();
  const [path] = useLocation();
  const kind = kindNamed(visibleKinds(registry.kinds, user), query.kind);
  const language = names.inText(query.language);
  const heading = kind ? t('matrix.kindHeading', { kind: kindLabel(kind), language }) : query.kind;
  return (
    <>
      <header className="tmatrix__header">
        <nav aria-label={t('matrix.breadcrumb')} className="tcrumbs">
          <Link href={path}>{t('route.translations')}</Link>
          <span aria-hidden="true">›</span>
          <span aria-current="page">{heading}</span>
        </nav>
        <h1 className="tmatrix__title">{heading}</h1>
      </header>
      {kind
        ? <KindItemList kind={kind} query={query} />
        : <MatrixNotice actions={<Link href={path} className="btn btn--sm">{t('route.translations')}</Link>}>{t('matrix.unknownKind')}</MatrixNotice>}
    </>
  );
}
