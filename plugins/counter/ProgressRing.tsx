import { useT } from '../../src/console/plugin.ts';
import type { FieldRendererProps } from '../../src/console/plugin.ts';
import type { CounterProgress } from './counterPreview.ts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The progress a field record carries, or undefined when it is not one (a half-typed target). */
function progressOf(value: unknown): CounterProgress | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { count, target, unit } = value as Partial<CounterProgress>;
  if (typeof count !== 'number' || typeof target !== 'number' || !(target > 0) || !(count >= 0)) return undefined;
  return { count, target, unit: typeof unit === 'string' && unit.trim() ? unit.trim() : undefined };
}

/**
 * The counter's progress in the phone (its `progress` field record): a ring filled by count / target
 * with "2 / 5" inside and the unit under it; one image to assistive technology, named "2 of 5 stations visited".
 */
export function ProgressRing({ field }: FieldRendererProps) {
  const t = useT();
  const p = progressOf(field.value);
  if (!p) return null;
  const done = Math.min(p.count / p.target, 1);
  const values = { count: p.count, target: p.target, unit: p.unit ?? '' };
  const label = p.unit ? t('counter.ring.label', values) : t('counter.ring.labelNoUnit', values);
  return (
    <figure className="counter-ring" role="img" aria-label={label}>
      <svg className="counter-ring__svg" viewBox="0 0 120 120" width="148" height="148" aria-hidden="true" focusable="false">
        <circle className="counter-ring__track" cx="60" cy="60" r={RADIUS} />
        {/* Nothing done yet draws no bar (a round cap would leave a dot at the top). */}
        {done > 0 && (
          <circle className="counter-ring__bar" cx="60" cy="60" r={RADIUS} transform="rotate(-90 60 60)"
            strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - done)} />
        )}
        <text className="counter-ring__count" x="60" y="60" textAnchor="middle" dominantBaseline="central">{`${p.count} / ${p.target}`}</text>
      </svg>
      {p.unit && <figcaption className="counter-ring__unit" aria-hidden="true">{p.unit}</figcaption>}
    </figure>
  );
}
