import type { Release } from '../../core/releaseWire.ts';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * When a release goes or went live, in words: published (when, by whom), a failed one's due time, an
 * open one's schedule or that it has none. `format` puts an instant on the company's clock.
 */
export function releaseTiming(r: Release, t: Translate, format: (iso: string) => string): string | null {
  const by = (u: Release['published_by']) => u?.name?.trim() || t('overview.reviews.nobody');
  if (r.state === 'published') return r.published_at ? t('releases.publishedBy', { when: format(r.published_at), name: by(r.published_by) }) : null;
  if (r.state === 'failed') return r.publish_at ? t('releases.wasDue', { when: format(r.publish_at) }) : null;
  return r.publish_at ? t('releases.goesLive', { when: format(r.publish_at) }) : t('releases.notScheduled');
}
