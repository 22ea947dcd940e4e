import { useEffect, useState } from 'react';

/** A `blob:` URL for a locally chosen file (not uploaded yet), revoked when the file changes or the field unmounts. */
export function useObjectUrl(file: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) { setUrl(null); return; }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
