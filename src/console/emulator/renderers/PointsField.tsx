import { useT } from '../../i18n/IntlContext.tsx';
import { pointsQuestion } from '../pointsQuestion.ts';
import type { FieldRendererProps } from '../rendererMap.ts';

/** points → a multiple_choice or yes_no question with the correct answer highlighted. */
export function PointsField({ field }: FieldRendererProps) {
  const t = useT();
  const q = pointsQuestion(field, [t('emulator.points.yes'), t('emulator.points.no')]);
  return (
    <section className={`emu-points emu-points--${q.type}`}>
      {q.question && <h3 className="emu-section-title">{q.question}</h3>}
      <ul className="emu-points__options">
        {q.options.map((option, i) => (
          <li key={i} className={q.corrects.includes(i) ? 'emu-points__option is-correct' : 'emu-points__option'}>
            <span>{option}</span>
            {q.corrects.includes(i) && <span className="emu-points__badge">✓ {t('emulator.points.correct')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
