// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { resolveKind } from '../../src/core/index.ts';
import type { PreviewField } from '../../src/core/index.ts';
import { IntlProvider } from '../../src/console/pluginTesting.ts';
import { createConsoleIntl } from '../../src/console/pluginTesting.ts';
import { defaultRenderers } from '../../src/console/pluginTesting.ts';
import { PhoneEmulator } from '../../src/console/plugin.ts';
import { useKindRenderers } from '../../src/console/plugin.ts';
import { rec, renderPreview } from '../../src/console/pluginHosts.ts';
import station from '../station/index.ts';
import question from '../question/index.ts';
import counter from './index.ts';
import { ProgressRing } from './ProgressRing.tsx';

afterEach(cleanup);

const kinds = [resolveKind(station), resolveKind(question), resolveKind(counter)];
const counterKind = kinds[2];

const ring = (value: unknown, lang: 'en' | 'es' = 'en') => render(
  <IntlProvider intl={createConsoleIntl(lang, kinds)}>
    <ProgressRing field={{ field: 'progress', value, visible: true, position: 0 } satisfies PreviewField} />
  </IntlProvider>,
);

describe('the counter’s progress ring', () => {
  it('is one image named by the progress, with "2 / 5" and the unit on screen', () => {
    ring({ count: 2, target: 5, unit: 'stations visited' });
    const img = screen.getByRole('img', { name: '2 of 5 stations visited' });
    expect(img.textContent).toContain('2 / 5');
    expect(img.textContent).toContain('stations visited');
    // A ring two fifths full.
    const bar = img.querySelector('.counter-ring__bar')!;
    const circumference = Number(bar.getAttribute('stroke-dasharray'));
    expect(Number(bar.getAttribute('stroke-dashoffset')) / circumference).toBeCloseTo(0.6);
  });

  it('draws no bar at 0, a full one at the target, and reads without a unit', () => {
    ring({ count: 0, target: 5 });
    expect(screen.getByRole('img', { name: '0 of 5' }).querySelector('.counter-ring__bar')).toBeNull();
    cleanup();
    ring({ count: 7, target: 5, unit: 'questions' });
    const bar = screen.getByRole('img', { name: '7 of 5 questions' }).querySelector('.counter-ring__bar')!;
    expect(Number(bar.getAttribute('stroke-dashoffset'))).toBe(0);
  });

  it('speaks the console’s language', () => {
    ring({ count: 2, target: 5, unit: 'estaciones visitadas' }, 'es');
    expect(screen.getByRole('img', { name: '2 de 5 estaciones visitadas' })).toBeTruthy();
  });

  it('renders nothing for a value that is no progress (a target still being typed)', () => {
    const { container } = ring({ count: 0, target: 0 });
    expect(container.innerHTML).toBe('');
  });
});

describe('the counter in the phone', () => {
  function Preview({ record }: { record: Record<string, unknown> }) {
    const renderers = useKindRenderers(counterKind, defaultRenderers);
    const load = async (path: string) => {
      const [, entity, id] = path.split('/');
      const title = entity === 'station' ? `Station ${id}` : `Question ${id}`;
      return { data: { items: { id: Number(id), title, type: 'yes_no', points: 10, state: 'published' } } };
    };
    return <PhoneEmulator kind={counterKind} record={record} renderers={renderers} kinds={kinds} load={load} />;
  }

  it('shows the ring at 0 of the target and the counted items in the author’s order', async () => {
    const record = {
      title: 'Harbour walk', unit: 'stations visited', target: 3,
      counts: [{ kind: 'station', id: 4 }, { kind: 'question', id: 9 }, { kind: 'station' }, { kind: 'station', id: 2 }],
    };
    render(<IntlProvider intl={createConsoleIntl('en', kinds)}><Preview record={record} /></IntlProvider>);
    expect(await screen.findByRole('img', { name: '0 of 3 stations visited' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Harbour walk' })).toBeTruthy();
    await screen.findByText('Station 2');
    const titles = [...document.querySelectorAll('.emu-list__items > li')].map((li) => li.textContent);
    expect(titles.map((t) => t?.match(/(Station|Question) \d+/)?.[0])).toEqual(['Station 4', 'Question 9', 'Station 2']);
  });
});

describe('the counter’s progress field kind', () => {
  it('is the counter’s own: a `progress` record in any phone with the counter registered draws the ring', async () => {
    renderPreview([rec('title', 'Your walk', { position: 0 }), rec('progress', { count: 1, target: 4, unit: 'stations visited' }, { position: 1 })], { kinds });
    expect(await screen.findByRole('img', { name: '1 of 4 stations visited' })).toBeTruthy();
  });
});
