import type { PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import type { Question } from './questionTypes.ts';

/** A text the visitor can read: non-blank. */
const said = (s: string | undefined) => typeof s === 'string' && s.trim() !== '';

/**
 * The question as the visitor answers it: its options with the correct answer highlighted (the
 * emulator's `points` field), or its scenario choices with their outcomes (`scenarios`), headed by
 * `title` (the question, unless the caller numbers it). A question with nothing typed yet shows
 * nothing, so an empty preview says so instead of drawing a blank question.
 */
export function questionAnswer(q: Question, title: string | undefined = q.title): Omit<PreviewField, 'position'> {
  if (q.type === 'scenario') {
    const choices = (q.choices ?? []).filter((c) => said(c?.text) || said(c?.outcome));
    const heading = [title, q.situation].filter(said).join(' — ');
    return {
      field: 'scenarios', visible: said(q.title) || said(q.situation) || choices.length > 0, meta: { title: heading },
      value: choices.map((c) => ({ title: c.text ?? '', text: [c.outcome, `${c.points ?? 0} p`].filter(Boolean).join(' · ') })),
    };
  }
  const options = q.type === 'multiple_choice' ? (q.options ?? []).map((o) => o?.text ?? '') : undefined;
  const answer = q.type === 'multiple_choice' ? (q.options ?? []).flatMap((o, i) => (o?.correct ? [i] : [])) : q.answer;
  const visible = said(q.title) || (options ?? []).some(said);
  return { field: 'points', visible, value: q.type, meta: { title, value: options, answer } };
}

/**
 * The question detail preview: the question, its options as the visitor sees them with the correct
 * answer highlighted (the emulator's `points` field), scenario choices with their outcomes (`scenarios`)
 * and the explanation shown after answering.
 */
export function questionPreview(q: Question, ctx: PreviewContext): PreviewField[] {
  const fields = previewFields([
    ['image', q.image ? ctx.mediaUrl('image', q.image) : undefined],
    ['ingress', q.ingress],
  ]);
  const add = (f: Omit<PreviewField, 'position'>) => fields.push({ ...f, position: fields.length });
  add(questionAnswer(q));
  if (q.explanation) add({ field: 'text', visible: true, value: q.explanation });
  return fields;
}
