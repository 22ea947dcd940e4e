// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { rec, renderPreview } from './renderPreview.testUtil.tsx';

afterEach(cleanup);

describe('text renderers', () => {
  it('name and title are headings, ingress and text are paragraphs', () => {
    renderPreview([
      rec('name', 'Akershus walk', { position: 0 }), rec('title', 'The fortress', { position: 1 }),
      rec('ingress', 'Seven centuries of history', { position: 2 }), rec('text', 'Line one\nLine two', { position: 3 }),
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Akershus walk', 'The fortress']);
    expect(screen.getByText('Seven centuries of history').className).toBe('emu-ingress');
    expect(screen.getByText(/Line one/).textContent).toBe('Line one\nLine two');
  });

  it('speech_bubble shows the text and the speaker', () => {
    renderPreview([rec('speech_bubble', 'Welcome aboard!', { meta: { title: 'Captain' } })]);
    expect(screen.getByText('Welcome aboard!').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('Captain')).toBeTruthy();
  });

  it('scenarios show numbered cards', () => {
    renderPreview([rec('scenarios', ['Storm at sea', { title: 'Lost map', text: 'Find the way back.' }], { meta: { title: 'Pick a scenario' } })]);
    expect(screen.getByRole('heading', { name: 'Pick a scenario' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Storm at sea', 'Lost mapFind the way back.']);
  });

  it('map lists its stations until the map itself arrives', () => {
    renderPreview([rec('map', [
      { id: 1, title: 'Aker Brygge', latitude: 59.9096, longitude: 10.7266 },
      { id: 2, title: 'Bygdøy', latitude: 59.9049, longitude: 10.6846 },
    ])]);
    expect(screen.getByRole('heading', { name: 'Stations on the map' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Aker Brygge59.9096, 10.7266', '2Bygdøy59.9049, 10.6846']);
  });

  it('map leaves out places off the globe and numbers a place by its own number (a pin number) when it has one', () => {
    renderPreview([rec('map', [
      { id: 1, title: 'Aker Brygge', latitude: 59.9096, longitude: 10.7266, number: '12' },
      { id: 2, title: 'Nowhere', latitude: 95, longitude: 10.7 },
      { id: 3, title: 'Bygdøy', latitude: 59.9049, longitude: -181 },
      { id: 4, title: 'Opera', latitude: 59.9074, longitude: 10.753 },
    ])]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12Aker Brygge59.9096, 10.7266', '4Opera59.9074, 10.7530']);
  });

  it('a map of the item’s own place is headed Location, and is not drawn when that place is off the globe', () => {
    renderPreview([rec('map', [{ id: 0, title: 'Arrival', latitude: 59.9096, longitude: 10.7266 }], { meta: { variant: 'place' } })]);
    expect(screen.getByRole('heading', { name: 'Location' })).toBeTruthy();
    cleanup();
    renderPreview([rec('map', [{ id: 0, title: 'Arrival', latitude: 95, longitude: 10.7266 }], { meta: { variant: 'place' } })]);
    expect(screen.queryByRole('heading', { name: 'Location' })).toBeNull();
    expect(screen.queryByText(/95/)).toBeNull();
  });
});
