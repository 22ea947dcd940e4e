import { useT } from '../../i18n/IntlContext.tsx';
import { safeUrl } from '../urlSafety.ts';
import { Notice } from './Notice.tsx';

/**
 * Sandbox of embedded pages: no allow-same-origin (the page runs in an opaque origin, so it can read
 * neither the console's cookies and storage nor its DOM, even when it is served from this origin) and
 * no allow-top-navigation (it cannot take the console away). allow-scripts stays: real web pages and
 * Google Docs render nothing without JavaScript, and in an opaque origin scripts reach nothing of ours.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-forms';

/** A web page or gDoc in a sandboxed iframe; a javascript:/data: (or any non-http) URL is never rendered. */
export function EmbeddedPage({ url, title }: { url: unknown; title?: string }) {
  const t = useT();
  const src = safeUrl(url);
  if (!src) return <Notice>{t('emulator.unsafeUrl')}</Notice>;
  return (
    <iframe className="emu-embed" src={src} title={title || t('emulator.embed.title', { url: src })}
      sandbox={EMBED_SANDBOX} referrerPolicy="no-referrer" loading="lazy" />
  );
}
