import type { MediaType } from '../../core/apiConventions.ts';

/** One stored media file as listed by a store (backups walk these). */
export interface StoredMedia {
  type: MediaType;
  file: string;
  size: number;
}

/** An opened media file: its size and a (ranged) byte stream. */
export interface OpenedMedia {
  size: number;
  stream(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

/** Where media bytes live: local disk, or S3-compatible object storage when configured. */
export interface MediaStore {
  /** Stores bytes under a server-chosen name and returns that name. */
  put(type: MediaType, ext: string, bytes: Uint8Array): Promise<string>;
  /** Opens a stored file, or undefined when there is none. */
  open(type: MediaType, file: string): Promise<OpenedMedia | undefined>;
  /** Deletes a stored file (gone already: nothing to do). */
  remove(type: MediaType, file: string): Promise<void>;
  /** Every stored file, for backups. */
  list(): AsyncIterable<StoredMedia>;
  /** Writes a file under the name it had when it was backed up (names are checked against MEDIA_FILE_NAME). */
  restore(type: MediaType, file: string, bytes: Uint8Array): Promise<void>;
  /** Stores a picture derivative under its computed name (DERIVED_FILE_NAME), beside the originals; same name, same bytes. */
  putDerived(file: string, bytes: Uint8Array): Promise<void>;
  /** A stored derivative's bytes (they are small: at most 1600 px wide), or undefined when it was not made yet. */
  readDerived(file: string): Promise<Uint8Array | undefined>;
  /** Deletes a stored derivative (gone already: nothing to do); a reader that has its bytes keeps them. */
  removeDerived(file: string): Promise<void>;
}

/** Server-chosen names only: 32 hex characters and one of our extensions, so no path can be smuggled in. */
export const MEDIA_FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|ogg|mp3|m4a|mp4|webm)$/;

/**
 * A derivative's name: the original's 32 hex, the settings' version, the aspect token ("16x9", "o" for
 * none), the width and the format. Derivatives are not backed up (they are made again on demand).
 */
export const DERIVED_FILE_NAME = /^[a-f0-9]{32}\.[a-f0-9]{8}\.(o|\d{1,3}x\d{1,3})\.\d{1,4}\.(avif|webp|jpeg)$/;

/** The folder (local) or key prefix (S3) derivatives live under. */
export const DERIVED_DIR = 'image-derived';
