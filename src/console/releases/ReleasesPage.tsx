import { useSearchParams } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { ReleaseDetailView } from './ReleaseDetailView.tsx';
import { ReleaseList } from './ReleaseList.tsx';
import '../overview/overview.css';
import './releases.css';

/**
 * The Releases page (`/releases`): the company's releases, open ones and the record of past ones;
 * `?id=` opens one with its items. Everyone signed in reads it; the lifecycle roles change it.
 */
export function ReleasesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <div className="ov releases">
      <div className="ov__inner">
        {id === null
          ? (
            <>
              <header className="ov__header">
                <h1 className="ov__title">{t('route.releases')}</h1>
                <p className="ov__intro">{t('releases.intro')}</p>
              </header>
              <ReleaseList />
            </>
          )
          : <ReleaseDetailView key={id} rid={id} />}
      </div>
    </div>
  );
}
