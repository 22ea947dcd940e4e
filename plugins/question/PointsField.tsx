import { useT } from '../../src/console/plugin.ts';
import type { FieldRendererProps } from '../../src/console/plugin.ts';
import { pointsQuestion } from './pointsQuestion.ts';

/** points (the question kind's own field kind) → a multiple_choice or yes_no question with the correct answer highlighted. */
export function PointsField({ field }: FieldRendererProps) {
  const t = useT();
  const q = pointsQuestion(field, [t('question.points.yes'), t('question.points.no')]);
  return (
    <section className={`emu-points emu-points--${q.type}`}>
      {q.question && <h3 className="emu-section-title">{q.question}</h3>}
      <ul className="emu-points__options">
        {q.options.map((option, i) => (
          <li key={i} className={q.corrects.includes(i) ? 'emu-points__option is-correct' : 'emu-points__option'}>
            <span>{option}</span>
            {q.corrects.includes(i) && <span className="emu-points__badge">✓ {t('question.points.correct')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
