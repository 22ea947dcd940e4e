// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createIntl } from '@formatjs/intl';
import { resolveKind } from '../../src/core/index.ts';
import { CATALOGUES } from '../../src/console/pluginTesting.ts';
import { IntlProvider } from '../../src/console/pluginTesting.ts';
import { LocationWidget } from '../../src/console/plugin.ts';
import { createLocationGroups } from '../../src/console/plugin.ts';
import station from './index.ts';
import { messages } from './messages.ts';
import parts from './StationConsole.tsx';

afterEach(cleanup);

const kind = resolveKind(station);
const intl = createIntl({ locale: 'en', messages: { ...CATALOGUES.en, ...messages.en } });
// The map itself needs the console's services; the group behaviour is what this test is about.
const longitude = kind.uiSchema.longitude as { 'ui:options': Record<string, unknown> };
const uiSchema = { ...kind.uiSchema, longitude: { ...longitude, 'ui:options': { ...longitude['ui:options'], map: false, overview: undefined } } };
const widgets = { location: LocationWidget, ...(parts.widgets as Record<string, typeof LocationWidget>) };

let latest: Record<string, unknown> = {};

function StationForm({ initial = {}, extraErrors }: { initial?: Record<string, unknown>; extraErrors?: Record<string, unknown> }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  const [formContext] = useState(() => ({ locationGroups: createLocationGroups() }));
  latest = data;
  return (
    <IntlProvider intl={intl}>
      <Form className="rjsf" idPrefix="station" schema={kind.schema as never} uiSchema={uiSchema as never} formData={data} formContext={formContext}
        validator={validator} widgets={widgets} showErrorList={false} noHtml5Validate extraErrors={extraErrors as never}
        onChange={(e) => setData((e.formData ?? {}) as Record<string, unknown>)} />
    </IntlProvider>
  );
}

const activeBeacon = () => screen.getByRole('checkbox', { name: 'Active beacon' }) as HTMLInputElement;
const field = (name: RegExp) => screen.queryByRole('textbox', { name }) as HTMLInputElement | null;
const range = () => screen.queryByRole('spinbutton', { name: /^Meters \(1-99\)/ }) as HTMLInputElement | null;

describe('the station beacon widget (SPEC §2, §4)', () => {
  it('shows pin fields for a pin; switching the beacon on sets range 2, shows the beacon fields and hides the pin fields', () => {
    render(<StationForm initial={{ title: 'Gate', latitude: 59.9, longitude: 10.7, pin_number: '4' }} />);
    expect(field(/^Pin number/)!.value).toBe('4');
    expect(field(/^Beacon ID/)).toBeNull();
    expect(range()).toBeNull();
    act(() => { fireEvent.click(activeBeacon()); });
    expect(range()!.value).toBe('2');
    expect(field(/^Beacon ID/)!.value).toBe('');
    expect(field(/^Pin number/)).toBeNull();
    expect(field(/^Latitude/)).toBeNull();
    expect(latest).toMatchObject({ active_beacon: true, range: 2, latitude: 59.9 });
  });

  it('switching it off clears beacon id and range and brings the pin fields back', () => {
    render(<StationForm initial={{ title: 'Gate', active_beacon: true, beacon_id: 'B12', range: 7, latitude: 59.9, longitude: 10.7 }} />);
    expect(field(/^Beacon ID/)!.value).toBe('B12');
    act(() => { fireEvent.click(activeBeacon()); });
    expect(latest.active_beacon).toBe(false);
    expect(latest.beacon_id).toBeUndefined();
    expect(latest.range).toBeUndefined();
    expect(field(/^Beacon ID/)).toBeNull();
    expect(field(/^Latitude/)!.value).toBe('59.9');
  });

  it('says the pin a beacon hides is kept, not shown to visitors, and that switching the beacon off brings it back', () => {
    render(<StationForm initial={{ title: 'Pier', pin_number: '12', pin_label: 'Pier', latitude: 59.9, longitude: 10.7 }} />);
    expect(screen.queryByText(/stays saved/)).toBeNull();
    act(() => { fireEvent.click(activeBeacon()); });
    const hint = screen.getByText(/^The pin \(#12 · Pier\) stays saved but is not shown to visitors while the beacon is on/);
    expect(activeBeacon().getAttribute('aria-describedby')).toBe(hint.id);
    act(() => { fireEvent.click(activeBeacon()); });
    expect(screen.queryByText(/stays saved/)).toBeNull();
    expect(field(/^Pin number/)!.value).toBe('12');
  });

  it('two station forms with the same idPrefix on one page switch their beacons independently', () => {
    render(<><StationForm initial={{ title: 'A' }} /><StationForm initial={{ title: 'B' }} /></>);
    const [first] = screen.getAllByRole('checkbox', { name: 'Active beacon' });
    act(() => { fireEvent.click(first); });
    expect(screen.getAllByRole('textbox', { name: /^Pin number/ })).toHaveLength(1);
    expect(screen.getAllByRole('spinbutton', { name: /^Meters/ })).toHaveLength(1);
  });

  it('words a flagged beacon id or range the SPEC §5 way, beside the field', () => {
    render(<StationForm initial={{ title: 'Gate', active_beacon: true, beacon_id: 'AB' }}
      extraErrors={{ beacon_id: { __errors: ['must NOT have fewer than 3 characters'] }, range: { __errors: ['must have required property'] } }} />);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Length should be 3 to 5', 'Please input Range']);
    expect(field(/^Beacon ID/)!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/must NOT have|required property/)).toBeNull();
  });
});
