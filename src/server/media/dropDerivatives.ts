import type { Db } from '../db/Db.ts';
import type { MediaStore } from './MediaStore.ts';
import { forgetDerivatives, otherVersionDerivatives } from './derivativeRows.ts';

/** Derivatives deleted from the store at once (S3: one request each). */
const AT_ONCE = 8;

/**
 * Deletes derivatives from the store, then forgets the ones deleted. One the store could not delete
 * (storage away) stays recorded, so the next crop change or the company's bound tries again. A
 * request serving one right now keeps its bytes (read whole before answering); the next request for
 * its name makes it again or, for an old version, is redirected to the current one.
 */
export async function dropDerivatives(db: Db, store: MediaStore, names: readonly string[]): Promise<void> {
  const gone: string[] = [];
  for (let i = 0; i < names.length; i += AT_ONCE) {
    const batch = names.slice(i, i + AT_ONCE);
    const results = await Promise.allSettled(batch.map((n) => store.removeDerived(n)));
    results.forEach((r, j) => { if (r.status === 'fulfilled') gone.push(batch[j]); });
  }
  if (gone.length < names.length) console.error(`picture derivatives: ${names.length - gone.length} of ${names.length} not deleted; tried again later`);
  await forgetDerivatives(db, gone);
}

/** Deletes a picture's derivatives of every version but `current` (a crop or focal-point change made them unreachable). */
export async function retireOldDerivatives(db: Db, store: MediaStore, file: string, current: string): Promise<void> {
  await dropDerivatives(db, store, await otherVersionDerivatives(db, file, current));
}
