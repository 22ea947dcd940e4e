import type { FieldConflict, Side } from '../model/mergeIntoForm.ts';
import type { TranslatorRow } from './translatorRows.ts';

// The dialog names fields by JSON pointer (as the server's 409 does); a row by its translation path.
const pointerOf = (path: string) => `/${path}`;
const pathOf = (pointer: string) => pointer.replace(/^\//, '');

/**
 * The texts someone else stored meanwhile over ones I am typing: a row whose stored text
 * moved between two reads while my unsaved text for it differs from the new one. Saving mine then
 * would overwrite theirs unseen, so the translator asks, field by field.
 */
export function textConflicts(before: readonly TranslatorRow[], after: readonly TranslatorRow[], edits: Readonly<Record<string, string>>): FieldConflict[] {
  const was = new Map(before.map((r) => [r.path, r.value]));
  return after
    .filter((r) => edits[r.path] !== undefined && was.has(r.path) && was.get(r.path) !== r.value && edits[r.path] !== r.value)
    .map((r) => ({ path: pointerOf(r.path), mine: edits[r.path], theirs: r.value }));
}

/** Whether anything a translator sees (a base text or a stored translation) moved between two reads. */
export function textsMoved(before: readonly TranslatorRow[], after: readonly TranslatorRow[]): boolean {
  const was = new Map(before.map((r) => [r.path, `${r.base}\u0000${r.value}`]));
  return after.some((r) => was.get(r.path) !== `${r.base}\u0000${r.value}`) || before.length !== after.length;
}

/** My typed texts after the choices: "Take theirs" drops mine for that field, "Keep mine" keeps (or puts back) my text. */
export function applyTextChoices(edits: Readonly<Record<string, string>>, rows: readonly FieldConflict[], choices: Readonly<Record<string, Side>>): Record<string, string> {
  const next = { ...edits };
  for (const r of rows) {
    const path = pathOf(r.path);
    if (choices[r.path] === 'theirs') delete next[path];
    else next[path] = typeof r.mine === 'string' ? r.mine : '';
  }
  return next;
}

/** A row's label in the choice dialog: its parents, then its title ("Pages 2 › Text"). */
export function textChoiceLabel(rows: readonly TranslatorRow[], pointer: string): string {
  const row = rows.find((r) => r.path === pathOf(pointer));
  if (!row) return pathOf(pointer);
  return [...row.parents.map((p) => (p.title ? `${p.arrayTitle} ${p.position} · ${p.title}` : `${p.arrayTitle} ${p.position}`)), row.title].join(' › ');
}
