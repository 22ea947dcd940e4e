/** What kind of publish-readiness fault: a field its client's patched schema refuses, the kind's own lint, a hole behind a reference, a gap in a language, a missing file, a trigger zone a walker would trip over. */
export type FaultType = 'schema' | 'lint' | 'reference' | 'translation' | 'media' | 'zone';

/** One fault of one live item, before its text is rendered: `at` is a JSON pointer into the document, `message` a message id. */
export interface ReadinessFault {
  kind: string;
  id: number;
  title: string;
  type: FaultType;
  at: string;
  message: string;
  values?: Record<string, string | number>;
}

/** A fault as the dashboard sends it: with its message in the request's language. */
export interface RenderedFault extends ReadinessFault {
  text: string;
}

/** A live item's document as the readiness checks read it (only the columns they need). */
export interface LiveDocument {
  kind: string;
  id: number;
  title: string;
  doc: Record<string, unknown>;
}

/** `['pages', 2, 'picture']` → `/pages/2/picture` (RFC 6901 escapes). */
export function pointerOf(at: readonly (string | number)[]): string {
  return at.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
