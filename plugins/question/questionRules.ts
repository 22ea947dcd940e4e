import type { RuleError } from '../../src/core/index.ts';
import { TYPE_FIELDS, type Question } from './questionTypes.ts';

/** The question's rules where the spec is silent: options, answer and choices per type. */
export function questionRules(q: Question): RuleError[] {
  const out: RuleError[] = [];
  if (q.type === 'multiple_choice') {
    const options = q.options ?? [];
    if (options.length < 2) out.push({ field: 'options', message: 'rule.question.optionsMin' });
    options.forEach((o, i) => { if (!o?.text?.trim()) out.push({ field: `options.${i}.text`, message: 'rule.question.optionText' }); });
    if (options.length >= 2 && !options.some((o) => o?.correct)) out.push({ field: 'options', message: 'rule.question.correctMin' });
  }
  if (q.type === 'yes_no' && q.answer !== 'yes' && q.answer !== 'no') out.push({ field: 'answer', message: 'rule.question.answerNeeded' });
  if (q.type === 'scenario') {
    if (!q.situation?.trim()) out.push({ field: 'situation', message: 'rule.question.situationNeeded' });
    const choices = q.choices ?? [];
    if (choices.length < 2) out.push({ field: 'choices', message: 'rule.question.choicesMin' });
    choices.forEach((c, i) => { if (!c?.text?.trim()) out.push({ field: `choices.${i}.text`, message: 'rule.question.choiceText' }); });
  }
  return out;
}

/** The question without the fields of the other types (switching type in the editor leaves them in the form). */
export function withoutOtherTypes(q: Question): Question {
  const out = { ...q };
  for (const [type, fields] of Object.entries(TYPE_FIELDS)) {
    if (type !== q.type) for (const f of fields) delete out[f];
  }
  return out;
}
