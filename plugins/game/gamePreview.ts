import type { PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import { questionAnswer } from '../question/questionPreview.ts';
import { maxPoints, type Question } from '../question/questionTypes.ts';
import type { Game } from './gameTypes.ts';

/** The game's challenges whose questions the preview has loaded, in play order (a missing one is left out, as the app would). */
export function loadedQuestions(game: Game, ctx: Pick<PreviewContext, 'ref'>): Question[] {
  return (game.q_as ?? []).flatMap((c) => {
    const ref = c?.question_id === undefined ? undefined : ctx.ref?.('question', c.question_id);
    return ref?.record ? [ref.record as Question] : [];
  });
}

/**
 * The game detail preview: title, image, ingress, then each challenge's question as the Q&A preview
 * shows it (the question kind's `points` or `scenarios` field: options with the correct answer
 * highlighted), numbered in play order with what it scores, and the game's total last.
 */
export function gamePreview(game: Game, ctx: PreviewContext): PreviewField[] {
  const fields = previewFields([
    ['title', game.title],
    ['image', game.image ? ctx.mediaUrl('image', game.image) : undefined],
    ['ingress', game.ingress],
  ]);
  const questions = loadedQuestions(game, ctx);
  questions.forEach((q, i) => {
    fields.push({ ...questionAnswer(q, `${i + 1}. ${q.title ?? ''} · ${maxPoints(q)} p`), position: fields.length });
  });
  if (questions.length) {
    const total = questions.reduce((sum, q) => sum + maxPoints(q), 0);
    fields.push({ field: 'text', visible: true, position: fields.length, value: `Σ ${total} p` });
  }
  return fields;
}
