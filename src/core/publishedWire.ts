import type { FieldChange } from './documentDiff.ts';

/**
 * The answer of `GET /{x}/{id}/changes` (under `data`): what differs from the published version to the
 * working copy, in the revision compare's shape. A translation's change has its path prefixed by its
 * language (`es:title`, `es:pages/12/text`); the base document's paths stand alone. [] when not live.
 */
export interface ItemChanges {
  changes: FieldChange[];
}

/** The success notice (SPEC §8 style) of `GET /{x}/discard/{id}`. */
export const DISCARD_NOTICE = 'Changes discarded';

/** A translation change's path: the language, a colon, the text's path. */
export function languagePath(language: string, path: string): string {
  return `${language}:${path}`;
}
