import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useT } from '../../src/console/plugin.ts';
import { gameMaxPoints } from './gameScore.ts';
import type { Challenge } from './gameTypes.ts';
import { useQuestions } from './useGameData.ts';

/**
 * The game's challenges (`q_as`): RJSF's array template as the form has it, with the game's total
 * below, "Total: 65 points", the most its questions can score together (maxPoints of each), kept
 * current as challenges are added, removed or pointed at another question.
 */
export function GameChallengesTemplate(props: ArrayFieldTemplateProps) {
  const t = useT();
  const Base = props.registry.templates.ArrayFieldTemplate;
  const challenges = (Array.isArray(props.formData) ? props.formData : []) as Partial<Challenge>[];
  const ids = challenges.map((c) => c?.question_id);
  const questions = useQuestions(ids);
  const chosen = ids.filter((id): id is number => Number.isInteger(id));
  const loading = chosen.some((id) => !questions.has(id));
  const points = gameMaxPoints(chosen.map((id) => questions.get(id)));
  return (
    <>
      <Base {...props} />
      <p className="game-total" aria-live="polite" aria-busy={loading} data-testid="game-total">
        {t('kind.game.total', { points })}{loading && '…'}
      </p>
    </>
  );
}
