import type { MediaInfo } from '../../core/pictures.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { mediaFacts } from '../media/mediaFacts.ts';

/** The stored facts of an audio or video file under its player: format, size, duration. */
export function MediaFacts({ info }: { info: MediaInfo }) {
  const t = useT();
  const { locale } = useIntl();
  const facts = mediaFacts(info, locale);
  return (
    <dl className="media-facts">
      <div><dt>{t('media.facts.format')}</dt><dd>{facts.format}</dd></div>
      <div><dt>{t('media.facts.size')}</dt><dd>{t('media.facts.sizeValue', { size: facts.size })}</dd></div>
      {facts.duration && <div><dt>{t('media.facts.duration')}</dt><dd>{facts.duration}</dd></div>}
    </dl>
  );
}
