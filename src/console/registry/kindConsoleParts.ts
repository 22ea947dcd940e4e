import { consolePartsMismatch, type KindConsole, type KindConsoleParts } from '../../core/kindConsole.ts';

/** A kind's console module failed to load or does not export what the kind declares; the message names its folder. */
export class KindConsoleError extends Error {}

/** Where a kind's console module stands: loading, loaded (and checked), or broken. */
export type ConsolePartsState =
  | { status: 'loading' }
  | { status: 'ready'; parts: KindConsoleParts }
  | { status: 'error'; error: KindConsoleError };

interface Entry {
  promise: Promise<KindConsoleParts>;
  settled?: ConsolePartsState;
}

// One load per console declaration (a kind and each of its variants declare their own): the form,
// the preview and a screen all read the same promise, so a module is imported and checked once.
const entries = new WeakMap<KindConsole, Entry>();

/**
 * Loads a kind's console module once and checks it against the kind's declaration. A module that
 * fails to load or exports other names than it declares is a KindConsoleError naming `plugins/<id>/`,
 * never a silent fallback to the console's own parts.
 */
export function consolePartsEntry(kindId: string, declared: KindConsole): Entry {
  let entry = entries.get(declared);
  if (entry) return entry;
  const created: Entry = {
    promise: Promise.resolve()
      .then(() => declared.load())
      .then(
        (mod) => {
          const parts = mod?.default;
          if (!parts || typeof parts !== 'object') {
            throw new KindConsoleError(`plugins/${kindId}/: its console module must export default { widgets, fields, templates, previewRenderers, screen, pages }`);
          }
          const mismatch = consolePartsMismatch(declared, parts);
          if (mismatch.length) {
            throw new KindConsoleError(`plugins/${kindId}/: its console module does not match the kind's console declaration:\n- ${mismatch.join('\n- ')}`);
          }
          return parts;
        },
        (err: unknown) => {
          throw new KindConsoleError(`plugins/${kindId}/: its console module failed to load: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
        },
      ),
  };
  created.promise.then(
    (parts) => { created.settled = { status: 'ready', parts }; },
    (err: unknown) => {
      const error = err instanceof KindConsoleError ? err : new KindConsoleError(`plugins/${kindId}/: ${String(err)}`);
      created.settled = { status: 'error', error };
      // Loud: besides the error screen, the browser console names the plugin too.
      console.error(error);
    },
  );
  entries.set(declared, created);
  entry = created;
  return entry;
}

/** Loads (once) and checks a kind's console parts; resolves to null when the kind has no console module. */
export function loadConsoleParts(kind: { id: string; console?: KindConsole }): Promise<KindConsoleParts | null> {
  return kind.console ? consolePartsEntry(kind.id, kind.console).promise : Promise.resolve(null);
}

