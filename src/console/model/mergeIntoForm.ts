import { mergeDocuments, withValueAtPointer } from '../../core/mergeDocuments.ts';
import type { KeyedSpec } from '../../core/schemaAnnotations.ts';
import { sameJson } from '../../core/stableJson.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { WireItem } from './wireItem.ts';

type Doc = Record<string, unknown>;

/** One field both I (in the form) and someone else (in a save) changed: both values, as a pointer names them. */
export interface FieldConflict {
  /** JSON pointer; a keyed child (story page, question) by its key (`/pages/1234/title`). */
  path: string;
  mine: unknown;
  theirs: unknown;
}

/** What another save does to my form: the merged form, the overlaps to choose on, and what arrived. */
export interface FormMerge {
  /** Their document with my non-overlapping changes on top; an overlap holds their value until chosen. */
  form: Doc;
  conflicts: FieldConflict[];
  /** The pointers they changed (a keyed child's whole subtree once): what the notice names. */
  arrived: string[];
}

/** Which side a row of the choice dialog keeps. */
export type Side = 'mine' | 'theirs';

/**
 * Fields both I and someone else changed: from a 409 on my save (`then: 'save'`, applying saves again
 * at their version) or from their save arriving live while my form has overlapping changes (`'edit'`).
 */
export interface SaveConflict {
  /** The document my changes were made on (the form's baseline then). */
  base: Doc;
  /** What I sent (a save's 409); a live conflict merges the form as it is when applied. */
  mine: Doc | null;
  theirs: WireItem;
  rows: FieldConflict[];
  then: 'save' | 'edit';
  /** Who saved theirs, when known (a live event says). */
  by: string | null;
}

/** The dialog's answer: a side per conflicting pointer, or close and decide later. */
export type ConflictChoice = Readonly<Record<string, Side>> | 'cancel';

// A conflict's absent value travels as null (the 409's JSON): in the form it is an absent field again.
const formValue = (v: unknown) => (v === null ? undefined : v);

/**
 * Merges someone else's stored document into my form: `baseline` is what my form was loaded from,
 * `form` the form now (my unsaved changes), `theirs` the newly stored document. Fields only they
 * changed take their value, fields only I changed keep mine, fields we both changed are conflicts.
 */
export function mergeIntoForm(baseline: Doc, form: Doc, theirs: Doc, keyed: readonly KeyedSpec[]): FormMerge {
  const r = mergeDocuments(baseline, form, theirs, keyed);
  return {
    form: r.merged,
    conflicts: r.conflicts.map((c) => ({ path: c.path, mine: formValue(c.yours), theirs: formValue(c.theirs) })),
    arrived: r.theirs,
  };
}

/**
 * The conflicts of a 409 answer (`conflicts: [{path, yours, theirs}]`) as rows; when the answer names
 * none (the base revision is gone), every top-level field where my document and theirs differ.
 */
export function conflictsOf(answer: readonly { path: string; yours: unknown; theirs: unknown }[] | undefined, schema: JsonSchema, mine: Doc, theirs: Doc): FieldConflict[] {
  if (answer?.length) return answer.map((c) => ({ path: c.path, mine: formValue(c.yours), theirs: formValue(c.theirs) }));
  const out: FieldConflict[] = [];
  for (const key of Object.keys(schema.properties ?? {})) {
    const a = mine[key] === '' ? undefined : mine[key];
    const b = theirs[key] === '' ? undefined : theirs[key];
    if (!sameJson(a ?? null, b ?? null)) out.push({ path: `/${key}`, mine: a, theirs: b });
  }
  return out;
}

/** The form with each conflict's chosen side written at its pointer (unchosen rows keep what `form` has). */
export function applyChoices(form: Doc, conflicts: readonly FieldConflict[], choices: Readonly<Record<string, Side>>, keyed: readonly KeyedSpec[]): Doc {
  let out = form;
  for (const c of conflicts) {
    const side = choices[c.path];
    if (side) out = withValueAtPointer(out, c.path, side === 'mine' ? c.mine : c.theirs, keyed);
  }
  return out;
}
