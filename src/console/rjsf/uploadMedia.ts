import { API_BASE, type MediaType } from '../../core/apiConventions.ts';

/** `POST /api/media` answer (API contract). */
export interface UploadedMedia {
  file: string;
  type: string;
  url: string;
}

/** A failed upload: the HTTP status (0 = network) and the server's message when it sent one. */
export class UploadError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

/**
 * Uploads one file as multipart field `file`, authenticated by `auth` (sessionHeaders); with `expect`, for a media field of that type, so the
 * server holds it to that field's rule (a picture: JPEG under 2 MB) and answers in `language`.
 * XMLHttpRequest rather than fetch because only XHR reports upload progress, which large audio and
 * video need.
 */
export function uploadMedia(file: File, auth: Record<string, string> | null, onProgress: (fraction: number) => void,
  opts: { signal?: AbortSignal; expect?: MediaType; language?: string } = {}): Promise<UploadedMedia> {
  const { signal, expect, language } = opts;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/media${expect ? `?expect=${expect}` : ''}`);
    for (const [name, value] of Object.entries(auth ?? {})) xhr.setRequestHeader(name, value);
    // The interface language, as every other call sends it: a refusal reads in the user's words.
    if (language) xhr.setRequestHeader('Accept-Language', language);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      const body = xhr.response as { data?: UploadedMedia; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data?.file) resolve(body.data);
      else reject(new UploadError(xhr.status, body?.message ?? ''));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    xhr.onabort = () => reject(new UploadError(0, 'aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
