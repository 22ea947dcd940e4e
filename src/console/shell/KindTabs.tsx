import { Link, useLocation } from 'wouter';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useTabLabel } from './useTabLabel.ts';

/** The tab strip: one link per kind, the current one marked with aria-current. */
export function KindTabs({ kinds }: { kinds: readonly ResolvedKind[] }) {
  const t = useT();
  const label = useTabLabel();
  const [location] = useLocation();
  return (
    <nav className="tabs" aria-label={t('shell.tabs')}>
      {kinds.map((kind) => {
        const href = `/${kind.route}`;
        const current = location === href || location.startsWith(`${href}/`);
        return (
          <Link key={kind.id} href={href} className="tabs__tab" aria-current={current ? 'page' : undefined}>
            {label(kind)}
          </Link>
        );
      })}
    </nav>
  );
}
