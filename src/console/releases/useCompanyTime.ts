import { utcOffsetText } from '../../core/zonedTime.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useCompanyTimeZone } from '../rjsf/DateTimeWidget.tsx';

/** The company's clock as the release screens show it. */
export interface CompanyTime {
  zone: string;
  /** An instant on the company's clock, as the Dashboard's schedule words it. */
  format(iso: string): string;
  /** The zone named with its offset at an instant ("Europe/Oslo (UTC+02:00)"), as the Schedule… dialog names it. */
  named(iso?: string): string;
}

/** Formats instants on the company's clock (user_setting.time_zone), not the browser's. */
export function useCompanyTime(): CompanyTime {
  const intl = useIntl();
  const t = useT();
  const zone = useCompanyTimeZone();
  return {
    zone,
    format: (iso) => intl.formatDate(iso, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    named: (iso) => (zone === 'UTC' ? 'UTC' : t('datetime.zone', { zone, offset: utcOffsetText(zone, iso) ?? '+00:00' })),
  };
}
