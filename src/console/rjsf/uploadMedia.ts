import { API_BASE } from '../../core/apiConventions.ts';

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
 * Uploads one file as multipart field `file`. XMLHttpRequest rather than fetch because only XHR
 * reports upload progress, which large audio and video need (issue 4).
 */
export function uploadMedia(file: File, token: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/media`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
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
