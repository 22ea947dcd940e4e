import type { PreviewField } from '../../src/core/index.ts';

/** A question as the question kind's `points` field shows it. */
export interface PointsQuestion {
  type: 'multiple_choice' | 'yes_no';
  question: string;
  options: string[];
  /** Index of the correct option, or -1 when none matches. */
  correct: number;
  /** Every correct option (a multiple-choice question may have several). */
  corrects: number[];
}

const YES = new Set(['yes', 'true', '1', 'ja', 'sí', 'si', '是']);

/**
 * Reads a points record: value is the question type, meta.title the question, meta.value the options
 * and meta.answer the correct one (its text, or its index when no option has that text, or a list of
 * indexes when several are correct). A yes_no
 * question without options gets the two given labels; its answer may be a boolean.
 */
export function pointsQuestion(field: PreviewField, yesNo: [string, string]): PointsQuestion {
  const listed = Array.isArray(field.meta?.value) ? field.meta!.value.map((o) => String(o)) : [];
  const type = field.value === 'yes_no' || (field.value !== 'multiple_choice' && listed.length === 0) ? 'yes_no' : 'multiple_choice';
  const options = listed.length ? listed : type === 'yes_no' ? yesNo : [];
  const answer = field.meta?.answer;
  // Several correct options: meta.answer is the list of their indexes.
  if (Array.isArray(answer)) {
    const corrects = answer.filter((a): a is number => typeof a === 'number' && Number.isInteger(a) && a >= 0 && a < options.length);
    return { type, question: field.meta?.title ?? '', options, correct: corrects[0] ?? -1, corrects };
  }
  let correct = options.findIndex((o) => answer !== undefined && answer !== null && o.toLowerCase() === String(answer).toLowerCase());
  if (correct < 0 && typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer < options.length) correct = answer;
  if (correct < 0 && type === 'yes_no' && !listed.length && answer !== undefined && answer !== null) {
    correct = answer === true || YES.has(String(answer).toLowerCase()) ? 0 : 1;
  }
  return { type, question: field.meta?.title ?? '', options, correct, corrects: correct >= 0 ? [correct] : [] };
}
