import { Link } from 'wouter';
import { fieldPathParts } from '../../core/fieldPathLabel.ts';
import { mayDo } from '../../core/roles.ts';
import { useGrant } from '../session/useGrant.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { historyHref, itemHref, type ReviewEntry } from './overviewApi.ts';
import type { OverviewKinds } from '../routes/overviewKinds.ts';
import { OverviewSection } from './OverviewSection.tsx';
import { relativeTime } from '../model/relativeTime.ts';
import { useReviews } from './useReviews.ts';
import { StateBadge } from '../ui/StateBadge.tsx';

/** How many changed fields a row names before it says "and N more". */
const SHOWN_FIELDS = 6;

/**
 * "Waiting for review", on Info and the Dashboard for who may decide reviews: each item
 * submitted (oldest first), who submitted it and when, whether it is changes to a published item (in the
 * one state vocabulary, with their languages), the fields changed since it was last published,
 * and a link opening History's compare of that pair (History alone for an item never published).
 * Nothing for anyone else; an empty queue says so in a line.
 */
export function ReviewQueue({ kinds }: { kinds: OverviewKinds }) {
  const t = useT();
  const grant = useGrant();
  const mayDecide = mayDo(grant, 'decideReview');
  const load = useReviews(mayDecide);
  if (!mayDecide) return null;
  // An editor limited to some kinds decides only theirs.
  const reviews = load.reviews?.filter((r) => mayDo(grant, 'decideReview', { kind: kinds.find(r.kind)?.id ?? r.kind }));
  const aside = reviews?.length ? t('overview.reviews.count', { count: reviews.length }) : undefined;
  return (
    <OverviewSection id="ov-reviews" title={t('overview.reviews.title')} aside={aside} className="ov-card--wide ov-card--reviews">
      {load.failed ? <p className="ov-empty" role="alert">{t('overview.reviews.failed')}</p>
        : !reviews ? <p className="ov-empty">{t('app.loading')}</p>
        : reviews.length === 0 ? <p className="ov-empty">{t('overview.reviews.empty')}</p>
        : <ul className="ov-reviews">{reviews.map((r) => <ReviewRow key={`${r.kind}/${r.id}`} review={r} kinds={kinds} />)}</ul>}
    </OverviewSection>
  );
}

function ReviewRow({ review: r, kinds }: { review: ReviewEntry; kinds: OverviewKinds }) {
  const t = useT();
  const intl = useIntl();
  const kind = kinds.find(r.kind);
  const title = r.title || t('overview.untitled');
  const lookup = (id: string) => (id in intl.messages ? intl.formatMessage({ id }) : undefined);
  const labels = kind ? r.changed.map((f) => fieldPathParts(kind.id, kind.schema, f, lookup).join(' › ')) : r.changed;
  const named = labels.length > SHOWN_FIELDS ? [...labels.slice(0, SHOWN_FIELDS - 1), t('overview.reviews.more', { count: labels.length - SHOWN_FIELDS + 1 })] : labels;
  const changed = r.from === null ? t('overview.reviews.new')
    : named.length ? t('overview.reviews.changed', { fields: intl.formatList(named, { type: 'conjunction' }) as string })
    : t('overview.reviews.noChange');
  const comparable = r.from !== null && r.from !== r.to;
  const when = r.submitted_at ? intl.formatDate(r.submitted_at, { dateStyle: 'medium', timeStyle: 'short' }) : undefined;
  return (
    <li className="ov-review" data-item={`${r.kind}/${r.id}`}>
      <div className="ov-review__head">
        {kind ? <Link className="ov-review__title" href={itemHref(kind.route, r.id)}>{title}</Link> : <span className="ov-review__title">{title}</span>}
        <span className="ov-kind">{kinds.label(r.kind)}</span>
        {/* Changes to a live item: visitors keep the published version until an editor publishes them. */}
        {r.has_changes && <StateBadge state={{ state: 'published', has_changes: true, changed_languages: r.changed_languages, review: { state: 'submitted' } }} />}
        {kind && (
          <Link className="btn btn--sm ov-review__compare" href={historyHref(kind.route, r.id, { from: r.from, to: r.to })}
            aria-label={t(comparable ? 'overview.reviews.compareNamed' : 'overview.reviews.historyNamed', { title })}>
            {t(comparable ? 'overview.reviews.compare' : 'overview.reviews.history')}
          </Link>
        )}
      </div>
      <p className="ov-review__meta">
        <span>{t('overview.reviews.by', { name: r.submitted_by?.name || t('overview.reviews.nobody') })}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={r.submitted_at} title={when}>{relativeTime(intl, r.submitted_at) || when}</time>
      </p>
      <p className="ov-review__changed">{changed}</p>
    </li>
  );
}
