// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PreviewContext } from '../../src/core/index.ts';
import { renderPreview } from '../../src/console/pluginHosts.ts';
import type { Story, StoryPage } from './storyPage.ts';
import { storyPreview } from './storyPreview.ts';

afterEach(cleanup);

const ctx: PreviewContext = { mediaUrl: (_type, file) => `/media/${file}`, open: { '/pages': 1 } };
const storyWith = (page: Partial<StoryPage>): Story => ({ name: 'Walk', title: 'Walk', ingress: '', text: '', pages: [{ id: 1, page_title: 'Arrival', ...page } as StoryPage] });

// A story page's place in the phone: its own location, never a list of stations, and only on the globe.
describe('a story page’s location in the phone', () => {
  it('is headed Location, not "Stations on the map"', () => {
    renderPreview(storyPreview(storyWith({ latitude: 59.9104, longitude: 10.7275 }), ctx));
    expect(screen.getByRole('heading', { name: 'Location' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stations on the map' })).toBeNull();
    expect(screen.getByText('59.9104, 10.7275')).toBeTruthy();
  });

  it('shows no coordinates for a latitude of 95 or a longitude of −181 (neither can be saved)', () => {
    renderPreview(storyPreview(storyWith({ latitude: 95, longitude: 10.7275 }), ctx));
    expect(screen.queryByRole('heading', { name: 'Location' })).toBeNull();
    expect(screen.queryByText(/95\.0000/)).toBeNull();
    cleanup();
    renderPreview(storyPreview(storyWith({ latitude: 59.9104, longitude: -181 }), ctx));
    expect(screen.queryByText(/-181/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Arrival' })).toBeTruthy();
  });
});
