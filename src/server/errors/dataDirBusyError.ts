/** Thrown when another process holds the data directory. */
export class DataDirBusyError extends Error {}
