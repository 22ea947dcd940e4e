/** Thrown when the database was migrated by a newer Tourbench than this one. */
export class SchemaTooNewError extends Error {}
