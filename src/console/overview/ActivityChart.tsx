import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { dayInstant, isLabelledDay, niceMax } from './chartScale.ts';
import type { ActivityDay } from './overviewApi.ts';

// The drawing's own units; the SVG scales to its box's width.
const W = 1040;
const H = 210;
const PAD = { top: 12, right: 8, bottom: 26, left: 32 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

/**
 * "Activity": edits and publishes per day as paired bars, a legend with the totals, and day labels a
 * week apart. Screen readers get a summary (the image's label) and the numbers (a hidden table);
 * pointing at a day shows its numbers as a tooltip.
 */
export function ActivityChart({ days }: { days: readonly ActivityDay[] }) {
  const t = useT();
  const intl = useIntl();
  const dayText = (d: string, long = false) => intl.formatDate(dayInstant(d), { timeZone: 'UTC', day: 'numeric', month: 'short', ...(long ? { weekday: 'short' } : {}) });
  const edits = days.reduce((n, d) => n + d.edits, 0);
  const publishes = days.reduce((n, d) => n + d.publishes, 0);
  const busiest = days.reduce<ActivityDay | undefined>((b, d) => (d.edits + d.publishes > (b ? b.edits + b.publishes : 0) ? d : b), undefined);
  const summary = t('overview.activity.summary', { days: days.length, edits, publishes })
    + (busiest ? ` ${t('overview.activity.busiest', { day: dayText(busiest.day), edits: busiest.edits, publishes: busiest.publishes })}` : '');
  const top = niceMax(Math.max(0, ...days.map((d) => Math.max(d.edits, d.publishes))));
  const slot = PLOT_W / Math.max(days.length, 1);
  const bar = Math.max(2, Math.min(9, (slot - 4) / 2));
  const y = (n: number) => PAD.top + PLOT_H - (n / top) * PLOT_H;
  const ticks = [0, top / 2, top];

  return (
    <div className="ov-chart">
      <ul className="ov-legend">
        <li><span className="ov-legend__swatch ov-legend__swatch--edits" aria-hidden="true" />{t('overview.activity.edits')}<strong>{intl.formatNumber(edits)}</strong></li>
        <li><span className="ov-legend__swatch ov-legend__swatch--publishes" aria-hidden="true" />{t('overview.activity.publishes')}<strong>{intl.formatNumber(publishes)}</strong></li>
      </ul>
      <svg className="ov-chart__svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {ticks.map((n) => (
          <g key={n} className="ov-chart__tick">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(n)} y2={y(n)} />
            <text x={PAD.left - 6} y={y(n)} dy="0.35em" textAnchor="end">{intl.formatNumber(n)}</text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + slot / 2;
          return (
            <g key={d.day} className="ov-chart__day" data-day={d.day}>
              <title>{`${dayText(d.day, true)}: ${t('overview.activity.dayValues', { edits: d.edits, publishes: d.publishes })}`}</title>
              {/* The whole column answers the pointer, not only the (maybe zero-height) bars. */}
              <rect className="ov-chart__hit" x={x - slot / 2} y={PAD.top} width={slot} height={PLOT_H} />
              <rect className="ov-chart__bar ov-chart__bar--edits" x={x - bar - 0.5} y={y(d.edits)} width={bar} height={PAD.top + PLOT_H - y(d.edits)} />
              <rect className="ov-chart__bar ov-chart__bar--publishes" x={x + 0.5} y={y(d.publishes)} width={bar} height={PAD.top + PLOT_H - y(d.publishes)} />
              {isLabelledDay(i, days.length) && <text className="ov-chart__label" x={x} y={H - 8} textAnchor="middle">{dayText(d.day)}</text>}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{t('overview.activity.title')}</caption>
        <thead><tr><th scope="col">{t('overview.activity.day')}</th><th scope="col">{t('overview.activity.edits')}</th><th scope="col">{t('overview.activity.publishes')}</th></tr></thead>
        <tbody>{days.map((d) => <tr key={d.day}><th scope="row">{dayText(d.day, true)}</th><td>{d.edits}</td><td>{d.publishes}</td></tr>)}</tbody>
      </table>
    </div>
  );
}
