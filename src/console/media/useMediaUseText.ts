import { useCallback } from 'react';
import type { MediaUse } from '../../core/pictures.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useKindLabel } from '../registry/useKindLabel.ts';

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Words one use of a media file: "Story: Harbour walk, Page 2, Picture" — the kind's item label, the
 * item's title, then the place its JSON pointer names, in the kind's own field words
 * (`field.{kind}.{path}`, `…item` for one entry of a list) where it has them.
 */
export function useMediaUseText(): (use: MediaUse) => string {
  const t = useT();
  const intl = useIntl();
  const kindLabel = useKindLabel('item');
  return useCallback((use: MediaUse) => {
    const word = (id: string) => (id in intl.messages ? t(id) : undefined);
    const places: string[] = [];
    let path = `field.${use.kind}`;
    let last = '';
    for (const seg of use.at.split('/').slice(1).map(unescape)) {
      if (/^\d+$/.test(seg)) places.push(t('media.library.place', { part: word(`${path}.item`) ?? last, n: Number(seg) + 1 }));
      else { path += `.${seg}`; last = seg; }
    }
    const field = word(path);
    if (field) places.push(field);
    const head = t('media.library.usedIn', { kind: kindLabel(use.kind), title: use.title || t('media.library.untitled') });
    return [head, ...places].join(', ');
  }, [t, intl, kindLabel]);
}
