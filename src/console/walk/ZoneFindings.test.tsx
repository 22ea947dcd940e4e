// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimSubject } from '../../core/walk/simWorld.ts';
import { ZoneFindings } from './ZoneFindings.tsx';
import type { ZoneFindingRow } from './useZoneFindings.ts';
import { httpError, renderPanel, type PanelCall } from './walkPanels.testUtil.tsx';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const tour = { kind: 'tk_tour', id: 5, title: 'Harbour walk' };
const pier = { kind: 'tk_venue', id: 2, title: 'Pier' };
const opera = { kind: 'tk_venue', id: 3, title: 'Opera roof' };
const overlap: ZoneFindingRow = {
  code: 'zonesOverlap', item: opera, at: '/latitude', zone: 'tk_venue:3:pin',
  other: { ...pier, at: '/latitude', zone: 'tk_venue:2:pin' }, walk: tour,
  values: { distance: 4 }, text: 'Opera roof’s zone overlaps Pier’s: both fire at once',
};
const tooSmall: ZoneFindingRow = {
  code: 'zoneTooSmall', item: pier, at: '/range', zone: 'tk_venue:2:pin', values: { radius: 10, accuracy: 20 },
  text: 'The zone (10 m) is smaller than the GPS accuracy (20 m)',
};
const otherKind: ZoneFindingRow = { code: 'stopTooFar', item: tour, at: '/stops/1', walk: tour, values: {}, text: 'The stop is 3 km from the previous one' };

/** A fake `GET /zone-lint` answering `findings(accuracy)`; every other call is a 404. */
function lintServer(findings: (accuracy: number, call: PanelCall) => ZoneFindingRow[]) {
  return (call: PanelCall) => {
    const [path, query] = call.path.split('?');
    if (path !== '/zone-lint') throw httpError(404, { message: 'Not found' });
    const accuracy = Number(new URLSearchParams(query).get('accuracy'));
    return { code: 200, status: 'success', data: { accuracy, maxLeg: 2000, findings: findings(accuracy, call) } };
  };
}

/** The panel with an accuracy the test can change, as the simulator's slider does. */
function WithAccuracy({ subject }: { subject: SimSubject }) {
  const [accuracy, setAccuracy] = useState(20);
  return (
    <>
      <label>Accuracy<input type="number" value={accuracy} onChange={(e) => setAccuracy(Number(e.target.value))} /></label>
      <ZoneFindings subject={subject} accuracy={accuracy} />
    </>
  );
}

const panel = () => screen.findByRole('region', { name: 'Zone check' });
const lintCalls = (calls: PanelCall[]) => calls.filter((c) => c.path.startsWith('/zone-lint'));

describe('the zone check panel', () => {
  it('lists the findings of the simulated item with a count, each linking to the field to fix, the other item and the trip', async () => {
    const { calls } = renderPanel(<ZoneFindings subject={{ kind: 'tk_tour', id: 5 }} accuracy={20} />, lintServer(() => [overlap, tooSmall]));
    const card = await panel();
    await within(card).findByText('2 findings');
    expect(lintCalls(calls).map((c) => c.path)).toEqual(['/zone-lint?accuracy=20&kind=tk_tour&id=5']);
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['zonesOverlap', 'zoneTooSmall']);
    expect(within(rows[0]).getByText('Overlap')).toBeTruthy();
    const fix = within(rows[0]).getByRole('link', { name: 'Fix in “Opera roof”: Opera roof’s zone overlaps Pier’s: both fire at once' });
    expect(fix.getAttribute('href')).toBe('/tk_venue?id=3&field=/latitude');
    expect(within(rows[0]).getByRole('link', { name: 'Opera roof' }).getAttribute('href')).toBe('/tk_venue?id=3');
    expect(within(rows[0]).getByRole('link', { name: 'Pier' }).getAttribute('href')).toBe('/tk_venue?id=2&field=/latitude');
    expect(within(rows[0]).getByRole('link', { name: 'Harbour walk' }).getAttribute('href')).toBe('/tk_tour?id=5');
    expect(rows[0].textContent).toContain('Tour:');
    expect(within(rows[1]).getByRole('link', { name: /smaller than the GPS accuracy/ }).getAttribute('href')).toBe('/tk_venue?id=2&field=/range');
    expect(within(rows[1]).queryByText('Tour:')).toBeNull();
  });

  it('asks again when the accuracy changes and says so when nothing is wrong at that accuracy', async () => {
    const { calls } = renderPanel(<WithAccuracy subject={{ kind: 'tk_tour', id: 5 }} />, lintServer((a) => (a > 10 ? [tooSmall] : [])));
    const card = await panel();
    await within(card).findByText('1 finding');
    fireEvent.change(screen.getByLabelText('Accuracy'), { target: { value: '8' } });
    await within(card).findByText('No zone problems at 8 m accuracy');
    expect(within(card).queryByRole('listitem')).toBeNull();
    expect(lintCalls(calls).at(-1)?.path).toBe('/zone-lint?accuracy=8&kind=tk_tour&id=5');
  });

  it('asks again when the window gets focus back (the author fixed a zone in another tab)', async () => {
    let fixed = false;
    const { calls } = renderPanel(<ZoneFindings subject={{ kind: 'tk_tour', id: 5 }} accuracy={20} />, lintServer(() => (fixed ? [] : [overlap])));
    const card = await panel();
    await within(card).findByText('1 finding');
    fixed = true;
    act(() => { window.dispatchEvent(new Event('focus')); });
    await within(card).findByText('No zone problems at 20 m accuracy');
    expect(lintCalls(calls)).toHaveLength(2);
  });

  it('says so in place when the check fails, keeps the last answer, and retries', async () => {
    let down = true;
    let answered = 0;
    renderPanel(<ZoneFindings subject={{ kind: 'tk_tour', id: 5 }} accuracy={20} />, (call) => {
      if (down) throw httpError(503, { message: 'Down' });
      answered++;
      return lintServer(() => (answered > 1 ? [] : [overlap]))(call);
    });
    const card = await panel();
    expect((await within(card).findByRole('alert')).textContent).toContain('The zone check could not be loaded.');
    down = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await within(card).findByText('1 finding');
    expect(within(card).queryByRole('alert')).toBeNull();
    // A failure after an answer keeps that answer on screen.
    down = true;
    act(() => { window.dispatchEvent(new Event('focus')); });
    expect((await within(card).findByRole('alert')).textContent).toContain('could not be refreshed');
    expect(within(card).getByText('1 finding')).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
  });

  it('for a kind’s whole list asks for everything and keeps the findings about that kind', async () => {
    const { calls } = renderPanel(<ZoneFindings subject={{ kind: 'tk_venue' }} accuracy={20} />, lintServer(() => [overlap, otherKind, tooSmall]));
    const card = await panel();
    await within(card).findByText('2 findings');
    expect(lintCalls(calls)[0].path).toBe('/zone-lint?accuracy=20');
    await waitFor(() => expect(within(card).getAllByRole('listitem').map((r) => r.getAttribute('data-code'))).toEqual(['zonesOverlap', 'zoneTooSmall']));
  });

  it('speaks the interface language', async () => {
    renderPanel(<ZoneFindings subject={{ kind: 'tk_tour', id: 5 }} accuracy={20} />, lintServer(() => []), { language: 'es' });
    const card = await screen.findByRole('region', { name: 'Revisión de zonas' });
    await within(card).findByText('Ningún problema de zonas con una precisión de 20 m');
  });
});
