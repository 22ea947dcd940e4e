/** Thrown for a file that is not a Tourbench backup, is damaged, or cannot be restored by this code. */
export class BackupFormatError extends Error {}
