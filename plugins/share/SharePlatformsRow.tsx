import type { ReactNode } from 'react';
import { useT } from '../../src/console/plugin.ts';
import { safeUrl } from '../../src/console/plugin.ts';
import type { FieldRendererProps } from '../../src/console/plugin.ts';
import type { ShareRow } from './index.ts';
import { platformLabel, SHARE_PLATFORMS, type SharePlatform } from './platforms.ts';

// A chain link: no font on a phone or a CI machine is sure to have a glyph for it.
const LINK_ICON = (
  <svg width="13" height="13" viewBox="0 0 16 16" focusable="false">
    <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.6 2.6 0 013.7 3.7L10.7 8.2M9 11.5l-1.2 1.2a2.6 2.6 0 01-3.7-3.7L5.3 7.8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

// A short mark per platform, drawn in its brand colour (decorative: the button's words name it).
const MARK: Record<SharePlatform, ReactNode> = { facebook: 'f', instagram: 'IG', x: 'X', whatsapp: 'WA', email: '@', sms: 'SMS', copy_link: LINK_ICON };

const isPlatform = (p: unknown): p is SharePlatform => (SHARE_PLATFORMS as readonly unknown[]).includes(p);

/** The link's host and path as a phone's share sheet shows it ("oslofjord-tours.test/akershus"); nothing for an unsafe link. */
function shownLink(raw: unknown): string | undefined {
  const url = safeUrl(raw);
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return `${u.host.replace(/^www\./, '')}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return undefined;
  }
}

/** The share's row of buttons in the phone (its `link` field record): one labelled button per chosen platform, under the link. */
export function SharePlatformsRow({ field }: FieldRendererProps) {
  const t = useT();
  const row = (field.value ?? {}) as Partial<ShareRow>;
  const platforms = Array.isArray(row.platforms) ? row.platforms.filter(isPlatform) : [];
  const link = shownLink(row.url);
  if (!platforms.length) return null;
  const heading = t('share.preview.row');
  return (
    <section className="share-row" aria-label={heading}>
      <h3 className="emu-section-title">{heading}</h3>
      {link && <p className="share-row__link">{link}</p>}
      <ul className="share-row__buttons">
        {platforms.map((p) => (
          <li key={p} className={`share-row__button share-row__button--${p}`}>
            <span className="share-row__mark" aria-hidden="true">{MARK[p]}</span>
            <span>{t(platformLabel(p))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
