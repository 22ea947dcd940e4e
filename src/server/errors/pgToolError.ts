/** Thrown when pg_dump / pg_restore are missing or fail; the message is for the operator. */
export class PgToolError extends Error {}
