import { useId, useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import type { PhoneVersion, PhoneVersionState } from './usePhoneVersion.ts';
import './changes.css';

const VERSIONS: readonly PhoneVersion[] = ['visitors', 'draft'];

/**
 * Above the phone of a published item with changes: a segmented switch between "What visitors see" (the
 * published version) and "Your draft" (the form). Radios, so arrow keys move between the two; the choice
 * made is said aloud once (a polite status), not on first showing.
 */
export function PhoneVersionToggle({ phone }: { phone: PhoneVersionState }) {
  const t = useT();
  const name = useId();
  const [said, setSaid] = useState(false);
  const choose = (version: PhoneVersion) => { setSaid(true); phone.choose(version); };
  return (
    <div className="phone-version-bar">
      <div className="phone-version" role="radiogroup" aria-label={t('preview.versions')}>
        {VERSIONS.map((version) => (
          <label key={version} className="phone-version__option">
            <input type="radio" name={name} value={version} checked={phone.shown === version} onChange={() => choose(version)} />
            <span>{t(`preview.${version}`)}</span>
          </label>
        ))}
      </div>
      <span className="visually-hidden" role="status">
        {said ? t(phone.shown === 'visitors' ? 'preview.showsVisitors' : 'preview.showsDraft') : ''}
      </span>
      {phone.failed && <p className="phone-version__failed" role="alert">{t('preview.visitorsFailed')}</p>}
    </div>
  );
}
