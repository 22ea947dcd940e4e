import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';

/** SPEC §4, §9: the page reloads 1500 ms after an import completes. */
export const IMPORT_RELOAD_MS = 1500;

/** The server's per-file report: how many persons were saved and which rows were refused, and why. */
export interface ImportReport {
  imported: number;
  refused: { line: number; message: string }[];
}

/** Import state: idle, sending, or done with the report. */
export type ImportState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'done'; report: ImportReport };

/**
 * Sends a CSV as multipart field `file` to `/api/person/import/csv`. The import is complete when
 * everything was imported, or — when rows were refused — once the user has read the report and
 * closed it; the page reloads 1500 ms after that.
 */
export function useCsvImport(reload: () => void): { state: ImportState; send(file: File): Promise<void>; finish(): void; reloading: boolean } {
  const { http } = useServices();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(reload, IMPORT_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [reloading, reload]);

  const send = useCallback(async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setState({ phase: 'sending' });
    try {
      const res = await http<{ data: ImportReport }>('/person/import/csv', { method: 'POST', body });
      setState({ phase: 'done', report: res.data });
      if (res.data.refused.length === 0) setReloading(true);
    } catch {
      // The http client showed the server's message (bad file, too large, not UTF-8).
      setState({ phase: 'idle' });
    }
  }, [http]);

  const finish = useCallback(() => {
    if (state.phase === 'done') setReloading(true);
  }, [state.phase]);

  return { state, send, finish, reloading };
}
