import { AsyncLocalStorage } from 'node:async_hooks';

/** What a write declares it changes: rows of these items of one kind, never which lists they are in. */
export interface WriteScope {
  kind: string;
  ids: readonly number[];
}

const scopes = new AsyncLocalStorage<{ scope: WriteScope; open: boolean }>();

/**
 * Runs a write that changes only the rows of these items of one kind — their items rows, translations, owned
 * links, revisions and live events — and leaves their place in every list as it was (no create, archive,
 * publish, reorder or destroy). On the embedded database the list models then need no stamp read to take it:
 * other kinds' lists stand through it, and the kind's lists re-render just these items (RevisionSource.changed),
 * except a model with an entry that shows other rows (`external`), which refreshes as before.
 * A write not declared may change anything.
 */
export async function writingItems<T>(kind: string, ids: readonly number[], write: () => Promise<T>): Promise<T> {
  const held = { scope: { kind, ids }, open: true };
  try {
    return await scopes.run(held, write);
  } finally {
    // Work the write left running (a live event's read-back) keeps this context, but is not the write.
    held.open = false;
  }
}

/** What the write running in this context declared (`writingItems`); undefined when it declared nothing. */
export function writeScope(): WriteScope | undefined {
  const held = scopes.getStore();
  return held?.open ? held.scope : undefined;
}
