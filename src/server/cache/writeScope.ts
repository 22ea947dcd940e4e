import { AsyncLocalStorage } from 'node:async_hooks';

const scopes = new AsyncLocalStorage<{ kind: string; open: boolean }>();

/**
 * Runs a write that changes rows of one kind's items only — their items rows, translations, owned links,
 * published versions, revisions and live events — so that on the embedded database the read models of
 * other kinds' lists stand through it (RevisionSource.touched): none of them shows those rows, but through
 * an entry that shows other rows (`external`), which is refreshed anyway. A write not declared may change anything.
 */
export async function writingKind<T>(kind: string, write: () => Promise<T>): Promise<T> {
  const scope = { kind, open: true };
  try {
    return await scopes.run(scope, write);
  } finally {
    // Work the write left running (a live event's read-back) keeps this context, but is not the write.
    scope.open = false;
  }
}

/** The kind the write running in this context is confined to (`writingKind`); undefined when it declared none. */
export function writeScope(): string | undefined {
  const scope = scopes.getStore();
  return scope?.open ? scope.kind : undefined;
}
