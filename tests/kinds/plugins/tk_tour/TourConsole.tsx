import type { WidgetProps } from '@rjsf/utils';
import type { KindConsoleParts } from '../../../../src/core/index.ts';
import type { FieldRendererProps } from '../../../../src/console/plugin.ts';

/** A five-star rating input: the plugin-owned widget of the test kind. */
function StarsWidget({ id, value, onChange, disabled, label }: WidgetProps) {
  const n = typeof value === 'number' ? value : 0;
  return (
    <span role="radiogroup" aria-label={label} id={id} className="tk-stars">
      {[1, 2, 3, 4, 5].map((i) => (
        <button key={i} type="button" role="radio" aria-checked={n === i} aria-label={`${i} of 5`} disabled={disabled}
          onClick={() => onChange(i)}>{i <= n ? '★' : '☆'}</button>
      ))}
    </span>
  );
}

/** The rating as stars in the phone preview: the renderer of the test kind's own field kind `tk_rating`. */
function RatingRenderer({ field }: FieldRendererProps) {
  const n = Number(field.value) || 0;
  return <p className="tk-rating" aria-label={`Rated ${n} of 5`}>{'★'.repeat(n)}{'☆'.repeat(5 - n)}</p>;
}

const parts: KindConsoleParts = { widgets: { tk_stars: StarsWidget }, previewRenderers: { tk_rating: RatingRenderer } };
export default parts;
