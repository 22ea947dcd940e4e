/**
 * A request body an operation reads only once its first checks pass (so a refused call never stores
 * the files a multipart body carries); the adapter takes those files back when `write` fails.
 */
export type WithBody = <T>(write: (body: Record<string, unknown>) => Promise<T>) => Promise<T>;
