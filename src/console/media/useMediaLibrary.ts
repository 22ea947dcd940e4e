import { useEffect, useState } from 'react';
import type { MediaType } from '../../core/apiConventions.ts';
import type { MediaInfo } from '../../core/pictures.ts';
import { useServices } from '../http/ServicesContext.tsx';

/** The library's state: loading (null), loaded (the files, newest first), or failed (the http client has told the user). */
export type MediaLibraryState = MediaInfo[] | null | 'failed';

/** Loads `GET /api/media?type=` once per mount: the company's files of one type with where each is used. */
export function useMediaLibrary(type: MediaType): MediaLibraryState {
  const { http } = useServices();
  const [state, setState] = useState<MediaLibraryState>(null);
  useEffect(() => {
    let live = true;
    http<{ data: MediaInfo[] }>('/media', { query: { type } })
      .then((res) => { if (live) setState(res.data); })
      .catch(() => { if (live) setState('failed'); });
    return () => { live = false; };
  }, [http, type]);
  return state;
}
