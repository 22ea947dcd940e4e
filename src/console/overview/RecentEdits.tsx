import { Link } from 'wouter';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { itemHref, type RecentEdit } from './overviewApi.ts';
import type { OverviewKinds } from '../routes/overviewKinds.ts';
import { relativeTime } from '../model/relativeTime.ts';

/** "Recently edited": the newest edits, who made them and when; an item destroyed since is named but not linked. */
export function RecentEdits({ recent, kinds }: { recent: readonly RecentEdit[]; kinds: OverviewKinds }) {
  const t = useT();
  const intl = useIntl();
  if (recent.length === 0) return <p className="ov-empty">{t('overview.recent.empty')}</p>;
  const now = Date.now();
  return (
    <div className="ov-scroll">
      <table className="ov-table ov-recent">
        <thead>
          <tr>
            <th scope="col">{t('overview.recent.item')}</th>
            <th scope="col" className="ov-col--action">{t('overview.recent.action')}</th>
            <th scope="col" className="ov-col--who">{t('overview.recent.by')}</th>
            <th scope="col" className="ov-col--when">{t('overview.recent.when')}</th>
          </tr>
        </thead>
        <tbody>
          {recent.map((r, i) => {
            const kind = kinds.find(r.kind);
            const title = r.title || t('overview.untitled');
            const who = r.user ? (r.user.name || r.user.email) : t('overview.recent.seed');
            const gone = r.action === 'destroy' || !kind;
            return (
              <tr key={i} data-item={`${r.kind}/${r.id}`}>
                <td><div className="ov-recent__item">
                  {gone ? <span className="ov-recent__title">{title}</span> : <Link className="ov-recent__title" href={itemHref(kind.route, r.id)}>{title}</Link>}
                  <span className="ov-kind">{kinds.label(r.kind)}</span>
                </div></td>
                <td><span className={`ov-action ov-action--${r.action}`}>{t(`overview.action.${r.action}`)}</span></td>
                <td className="ov-recent__who" title={r.user?.email || undefined}>{who}</td>
                <td className="ov-recent__when">
                  <time dateTime={r.at} title={r.at ? intl.formatDate(r.at, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions) : undefined}>{relativeTime(intl, r.at, now)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
