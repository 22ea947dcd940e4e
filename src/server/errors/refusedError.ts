/** Thrown when a backup or restore must not go ahead (busy, not empty, nothing to copy); the message says what to do. */
export class RefusedError extends Error {}
