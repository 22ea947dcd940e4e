import type { PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import type { Question } from './questionTypes.ts';

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
  if (q.type === 'scenario') {
    add({
      field: 'scenarios', visible: true, meta: { title: [q.title, q.situation].filter(Boolean).join(' — ') },
      value: (q.choices ?? []).map((c) => ({ title: c.text ?? '', text: [c.outcome, `${c.points ?? 0} p`].filter(Boolean).join(' · ') })),
    });
  } else {
    const options = q.type === 'multiple_choice' ? (q.options ?? []).map((o) => o.text ?? '') : undefined;
    const answer = q.type === 'multiple_choice' ? (q.options ?? []).flatMap((o, i) => (o.correct ? [i] : [])) : q.answer;
    add({ field: 'points', visible: true, value: q.type, meta: { title: q.title, value: options, answer } });
  }
  if (q.explanation) add({ field: 'text', visible: true, value: q.explanation });
  return fields;
}
