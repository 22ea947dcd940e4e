import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/question.schema.json';
import uiSchema from '../../schemas/question.ui.json';
import { messages } from './messages.ts';
import { questionPreview } from './questionPreview.ts';
import { questionRules, withoutOtherTypes } from './questionRules.ts';
import type { Question } from './questionTypes.ts';

export type { Question } from './questionTypes.ts';

export default defineKind<Question>({
  id: 'question',
  // SPEC §2: the Q&A tab (tab key `qa`); the API entity is the kind's id.
  route: 'qa',
  schema,
  uiSchema,
  labels: { tab: 'kind.question.tab', item: 'kind.question.item' },
  // The spec names this tab "Q&A"; its tab key (tab_types.name) is `qa`, and /Q&A opens it.
  tab: { order: 80, name: 'Q&A' },
  messages,
  rules: {
    defaults: () => ({ type: 'multiple_choice', points: 10 }),
    validate: questionRules,
    // Switching type in the editor leaves the other type's fields in the form; only this type's are kept.
    adaptRecord: withoutOtherTypes,
  },
  list: {
    fields: ['title', 'type', 'points', 'image'],
    filters: [{ field: 'type' }, { usedBy: 'game' }],
    // A scenario scores by its choices (not in the slim list): its hidden points per correct answer say nothing.
    toListItem: (r) => ({
      title: r.title,
      ingress: r.type ? (r.type === 'scenario' ? 'scenario' : `${r.type.replace('_', ' ')} · ${r.points ?? 0} p`) : undefined,
      thumbnail: r.image,
    }),
  },
  preview: {
    toPreview: questionPreview,
    // The question as the visitor answers it, correct answers marked: a field kind of the question's own.
    fields: ['points'],
  },
  console: { previewRenderers: ['points'], load: () => import('./QuestionConsole.tsx') },
});
