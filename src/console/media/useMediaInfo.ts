import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { FetchError } from 'ofetch';
import type { MediaInfo, PictureCrop, PictureFocus } from '../../core/pictures.ts';
import { clearSessionAtom } from '../session/session.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { mediaInfoAtom, putMediaInfoAtom } from './mediaInfoAtom.ts';

type Store = ReturnType<typeof useStore>;

// The files each store has asked for: every field and preview naming a file shares one request.
const requested = new WeakMap<Store, Set<string>>();

const mediaPath = (file: string) => `/media/${encodeURIComponent(file)}`;

/** What a media field knows of its stored file: the server's facts once loaded; `failed` when they could not be read. */
export interface MediaInfoState {
  info?: MediaInfo;
  failed: boolean;
}

/**
 * The stored facts of a media file (`GET /api/media/{file}`), fetched once per file and session and
 * kept in mediaInfoAtom. Quiet: a file the server cannot describe (an old value) leaves the field as it
 * was, without a toast; a 401 ends the session as every other call does.
 */
export function useMediaInfo(file: string | undefined): MediaInfoState {
  const { http } = useServices();
  const store = useStore();
  const info = useAtomValue(mediaInfoAtom)[file ?? ''];
  const put = useSetAtom(putMediaInfoAtom);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!file || store.get(mediaInfoAtom)[file]) return;
    const asked = requested.get(store) ?? new Set<string>();
    requested.set(store, asked);
    if (asked.has(file)) return;
    asked.add(file);
    http<{ data: MediaInfo }>(mediaPath(file), { onResponseError: () => {} })
      .then((res) => put(res.data))
      .catch((err: unknown) => {
        // Forgotten, so the next field or visit asks again.
        asked.delete(file);
        if (err instanceof FetchError && err.status === 401) store.set(clearSessionAtom);
        setFailed(file);
      });
  }, [file, http, put, store]);

  return { info, failed: failed !== null && failed === file };
}

/** What `POST /api/media/{file}` takes: the crop of one aspect, and/or the focal point. */
export interface MediaSettingsChange {
  crop?: PictureCrop & { aspect: string };
  focus?: PictureFocus | null;
}

/**
 * Saves a picture's crop and focal point (`POST /api/media/{file}`) and records the answer, so every
 * field and the phone preview showing the file follow at once. Failures were shown by the http client;
 * the promise rejects.
 */
export function useSaveMediaSettings(): (file: string, change: MediaSettingsChange) => Promise<MediaInfo> {
  const { http } = useServices();
  const put = useSetAtom(putMediaInfoAtom);
  return useCallback(async (file, change) => {
    const res = await http<{ data: MediaInfo }>(mediaPath(file), { method: 'POST', body: change });
    put(res.data);
    return res.data;
  }, [http, put]);
}
