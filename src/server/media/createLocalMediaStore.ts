import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { MediaType } from '../../core/apiConventions.ts';

/** Where media bytes live; local disk today, room for an S3-compatible store behind the same calls. */
export interface MediaStore {
  /** Stores bytes under a server-chosen name and returns that name. */
  put(type: MediaType, ext: string, bytes: Uint8Array): Promise<string>;
  /** Opens a stored file, or undefined when there is none. */
  open(type: MediaType, file: string): Promise<{ size: number; stream(range?: { start: number; end: number }): NodeJS.ReadableStream } | undefined>;
  /** Deletes a stored file (gone already: nothing to do). */
  remove(type: MediaType, file: string): Promise<void>;
}

/** Server-chosen names only: 32 hex characters and one of our extensions, so no path can be smuggled in. */
export const MEDIA_FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|ogg|mp3|m4a|mp4|webm)$/;

/** A media store on local disk under `dir/<type>/<file>`. */
export function createLocalMediaStore(dir: string): MediaStore {
  return {
    async put(type, ext, bytes) {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await mkdir(join(dir, type), { recursive: true });
      await writeFile(join(dir, type, name), bytes, { flag: 'wx' });
      return name;
    },
    async open(type, file) {
      if (!MEDIA_FILE_NAME.test(file)) return undefined;
      const path = join(dir, type, file);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, stream: (range) => createReadStream(path, range) };
    },
    async remove(type, file) {
      if (!MEDIA_FILE_NAME.test(file)) return;
      await rm(join(dir, type, file), { force: true });
    },
  };
}
