/** A multiple-choice option (keyed: its id stays when options are reordered). */
export interface QuestionOption { id?: number; text?: string; correct?: boolean }

/** A scenario choice: what the visitor picks, what happens, and what it scores. */
export interface ScenarioChoice { id?: number; text?: string; outcome?: string; points?: number }

/** The three question types of the bank. */
export type QuestionType = 'multiple_choice' | 'yes_no' | 'scenario';

/** A question of the bank (Q&A tab). Only the fields of its type are kept on save. */
export interface Question extends Record<string, unknown> {
  title: string;
  image?: string;
  ingress?: string;
  type: QuestionType;
  options?: QuestionOption[];
  answer?: 'yes' | 'no';
  situation?: string;
  choices?: ScenarioChoice[];
  points: number;
  explanation?: string;
}

/** The fields each type uses beyond the shared ones. */
export const TYPE_FIELDS: Record<QuestionType, readonly string[]> = {
  multiple_choice: ['options'],
  yes_no: ['answer'],
  scenario: ['situation', 'choices'],
};

/** The most a visitor can score on the question: its points (per correct option), or its best choice. */
export function maxPoints(q: Partial<Question> | undefined): number {
  if (!q) return 0;
  if (q.type === 'scenario') return Math.max(0, ...(q.choices ?? []).map((c) => (typeof c.points === 'number' ? c.points : 0)));
  const each = typeof q.points === 'number' ? q.points : 0;
  if (q.type === 'multiple_choice') return each * Math.max(1, (q.options ?? []).filter((o) => o.correct).length);
  return each;
}
