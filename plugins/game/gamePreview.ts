import type { PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import { maxPoints, type Question } from '../question/questionTypes.ts';
import type { Game } from './gameTypes.ts';

/** The game's challenges with their questions as the preview has resolved them (missing: not loaded yet). */
export function challengesOf(game: Game, ctx: Pick<PreviewContext, 'ref'>): { title: string; points: number; loaded: boolean }[] {
  return (game.q_as ?? []).map((c, i) => {
    const ref = c?.question_id === undefined ? undefined : ctx.ref?.('question', c.question_id);
    const q = ref?.record as Partial<Question> | undefined;
    return { title: ref?.title || `#${i + 1}`, points: maxPoints(q), loaded: Boolean(ref) };
  });
}

/** The game detail preview: title, image, ingress, and the challenges as a numbered list with points and the total. */
export function gamePreview(game: Game, ctx: PreviewContext): PreviewField[] {
  const challenges = challengesOf(game, ctx);
  const total = challenges.reduce((sum, c) => sum + c.points, 0);
  const fields = previewFields([
    ['title', game.title],
    ['image', game.image ? ctx.mediaUrl('image', game.image) : undefined],
    ['ingress', game.ingress],
  ]);
  if (challenges.length) {
    fields.push({
      field: 'scenarios', visible: true, position: fields.length,
      meta: { title: `Σ ${total} p` },
      value: challenges.map((c) => ({ title: c.title, text: `${c.points} p` })),
    });
  }
  return fields;
}
