import { atom } from 'jotai';

/** The key of one owner item in {@link relationWritesAtom}. */
export const relationWritesKey = (entity: string, owner: number) => `${entity}/${owner}`;

/**
 * How many relation writes (link, unlink, reorder, a link's lifecycle action) went through in this
 * console, by owner item ({@link relationWritesKey}). Each adds a revision to the owner without
 * moving its version, so the History panel asks for its list again when this moves.
 */
export const relationWritesAtom = atom<Readonly<Record<string, number>>>({});

/** The atom's write: one more write of `entity/owner` went through. */
export const countRelationWrite = atom(null, (_get, set, key: string) => {
  set(relationWritesAtom, (all) => ({ ...all, [key]: (all[key] ?? 0) + 1 }));
});
