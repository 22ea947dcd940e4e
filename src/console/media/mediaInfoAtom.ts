import { atom } from 'jotai';
import type { MediaInfo } from '../../core/pictures.ts';

/**
 * What the console knows of stored media files, by file name (`GET /api/media/{file}` and the answers
 * of `POST`): the phone preview and the media fields read it, so a crop saved in one place shows in
 * the other without a reload.
 */
export const mediaInfoAtom = atom<Readonly<Record<string, MediaInfo>>>({});

/** Records one answer of the media API (a newer answer for the same file replaces the older). */
export const putMediaInfoAtom = atom(null, (get, set, info: MediaInfo) => {
  set(mediaInfoAtom, { ...get(mediaInfoAtom), [info.file]: info });
});
