import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { MEDIA_TYPES } from '../../core/apiConventions.ts';
import { DERIVED_DIR, DERIVED_FILE_NAME, MEDIA_FILE_NAME, type MediaStore } from './MediaStore.ts';

export { MEDIA_FILE_NAME, type MediaStore } from './MediaStore.ts';

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
    async *list() {
      for (const type of MEDIA_TYPES) {
        const names = await readdir(join(dir, type)).catch(() => [] as string[]);
        for (const file of names.filter((n) => MEDIA_FILE_NAME.test(n)).sort()) {
          const info = await stat(join(dir, type, file)).catch(() => undefined);
          if (info?.isFile()) yield { type, file, size: info.size };
        }
      }
    },
    async restore(type, file, bytes) {
      if (!MEDIA_FILE_NAME.test(file)) throw new Error(`Not a media file name: ${file}`);
      await mkdir(join(dir, type), { recursive: true });
      await writeFile(join(dir, type, file), bytes);
    },
    async putDerived(file, bytes) {
      if (!DERIVED_FILE_NAME.test(file)) throw new Error(`Not a derivative name: ${file}`);
      await mkdir(join(dir, DERIVED_DIR), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and two processes writing the same name agree.
      const part = join(dir, DERIVED_DIR, `${file}.${randomBytes(4).toString('hex')}.part`);
      await writeFile(part, bytes);
      await rename(part, join(dir, DERIVED_DIR, file));
    },
    async readDerived(file) {
      if (!DERIVED_FILE_NAME.test(file)) return undefined;
      return readFile(join(dir, DERIVED_DIR, file)).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength), () => undefined);
    },
    async removeDerived(file) {
      if (!DERIVED_FILE_NAME.test(file)) return;
      await rm(join(dir, DERIVED_DIR, file), { force: true });
    },
  };
}
