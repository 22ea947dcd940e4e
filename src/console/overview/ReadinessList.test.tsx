// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoPage } from './InfoPage.tsx';
import { renderOverview } from './overview.testUtil.tsx';
import type { Overview } from './overviewApi.ts';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

// The zone lint's findings arrive as faults of type 'zone', in the server's words.
const overview = (): Partial<Overview> => ({
  counts: [], recent: [], activity: [], scheduled: [],
  faults: [
    { kind: 'tk_venue', id: 3, title: 'Opera roof', type: 'zone', at: '/latitude', message: 'zone.zonesOverlap', text: 'Overlaps “Pier” on “Harbour walk”: both fire at once' },
    { kind: 'tk_tour', id: 5, title: 'Harbour walk', type: 'zone', at: '/stops/2', message: 'zone.stopTooFar', text: 'Stop 3 is 2.4 km from the previous one' },
    { kind: 'tk_tour', id: 5, title: 'Harbour walk', type: 'lint', at: '/pages/2/next', message: 'rule.tk_tour.unreachable', text: 'Nobody can reach this page' },
  ],
  faultCount: 3,
});

describe('zone findings in the readiness list', () => {
  it('are shown as zone faults linking to the item at the field, and filterable as such', async () => {
    renderOverview(<InfoPage />, overview);
    const card = await screen.findByRole('region', { name: 'Publish readiness' });
    const opera = within(card).getAllByRole('listitem').find((li) => li.getAttribute('data-item') === 'tk_venue/3')!;
    expect(opera.querySelector('.ov-ftype')?.textContent).toBe('Zone');
    const fix = within(opera).getByRole('link', { name: 'Fix in “Opera roof”: Overlaps “Pier” on “Harbour walk”: both fire at once' });
    expect(fix.getAttribute('href')).toBe('/tk_venue?id=3&field=/latitude');

    fireEvent.click(within(card).getByRole('button', { name: /^Zone/ }));
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/tk_venue?id=3', '/tk_venue?id=3&field=/latitude', '/tk_tour?id=5', '/tk_tour?id=5&field=/stops/2',
    ]);
  });
});

// Items a client patch now refuses arrive as faults of type 'schema', naming the field and the patch file.
describe('client-rule faults in the readiness list', () => {
  it('are labelled as client rules and link to the field the patch file refuses', async () => {
    const text = '“Thumbnail” is empty, but schemas/clients/demo/tk_venue.patch.json makes it required: saving this item is refused until it is filled in';
    renderOverview(<InfoPage />, () => ({
      ...overview(),
      faults: [...overview().faults!, { kind: 'tk_venue', id: 8, title: 'Opening hours', type: 'schema', at: '/thumbnail', message: 'readiness.schema.required', text }],
      faultCount: 4,
    }));
    const card = await screen.findByRole('region', { name: 'Publish readiness' });
    const item = within(card).getAllByRole('listitem').find((li) => li.getAttribute('data-item') === 'tk_venue/8')!;
    expect(item.querySelector('.ov-ftype')?.textContent).toBe('Client rules');
    expect(within(item).getByRole('link', { name: `Fix in “Opening hours”: ${text}` }).getAttribute('href')).toBe('/tk_venue?id=8&field=/thumbnail');
    fireEvent.click(within(card).getByRole('button', { name: /^Client rules/ }));
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/tk_venue?id=8', '/tk_venue?id=8&field=/thumbnail']);
  });
});
