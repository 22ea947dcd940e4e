// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { rec, renderPreview } from './renderPreview.testUtil.tsx';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('media renderers', () => {
  it('image, indoor and qr_scanner_image show pictures; indoor and QR are captioned', () => {
    renderPreview([
      rec('image', '/public/image/fjord.jpg', { position: 0 }),
      rec('indoor', '/public/image/floor.png', { position: 1 }),
      rec('qr_scanner_image', 'https://cdn.example/qr.png', { position: 2 }),
    ]);
    const imgs = [...document.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/public/image/fjord.jpg', '/public/image/floor.png', 'https://cdn.example/qr.png']);
    expect(screen.getByRole('img', { name: 'Indoor map' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code to scan' })).toBeTruthy();
  });

  it('a locally chosen file previews from a blob URL, revoked when it changes', () => {
    let n = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:local/${++n}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const first = new Blob(['a'], { type: 'image/png' });
    const view = renderPreview([rec('image', undefined, { file: first })]);
    expect(document.querySelector('img')!.getAttribute('src')).toBe('blob:local/1');
    view.update([rec('image', undefined, { file: new Blob(['b'], { type: 'image/png' }) })]);
    expect(document.querySelector('img')!.getAttribute('src')).toBe('blob:local/2');
    expect(revoke).toHaveBeenCalledWith('blob:local/1');
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('never renders javascript: or data: media', () => {
    renderPreview([rec('image', 'javascript:alert(1)', { position: 0 }), rec('film', 'data:video/mp4;base64,AAAA', { position: 1 })]);
    expect(document.querySelector('img, video')).toBeNull();
    expect(screen.getAllByText('This address cannot be shown in the preview.')).toHaveLength(2);
  });

  it('film is a video player with the unsupported-media message, shown when it cannot play', () => {
    renderPreview([rec('film', '/public/video/ferry.mp4')]);
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/public/video/ferry.mp4');
    expect(video.textContent).toBe('Your browser does not support the video tag.');
    fireEvent.error(video);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText('Your browser does not support the video tag.').tagName).toBe('P');
  });

  it('audio has a play/pause toggle and only one audio plays at a time', async () => {
    const playing = new Set<HTMLMediaElement>();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      playing.add(this); this.dispatchEvent(new Event('play')); return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) { return !playing.has(this); });
    renderPreview([
      rec('audio', '/public/audio/a.mp3', { position: 0, meta: { title: 'Harbour sounds' } }),
      rec('audio', '/public/audio/b.mp3', { position: 1, meta: { title: 'Seagulls' } }),
    ]);
    await act(async () => { screen.getByRole('button', { name: 'Play Harbour sounds' }).click(); });
    expect(screen.getByRole('button', { name: 'Pause Harbour sounds' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => { screen.getByRole('button', { name: 'Play Seagulls' }).click(); });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play Harbour sounds' }).getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('button', { name: 'Pause Seagulls' })).toBeTruthy();
    expect([...playing].map((a) => a.getAttribute('src'))).toEqual(['/public/audio/b.mp3']);
    await act(async () => { screen.getByRole('button', { name: 'Pause Seagulls' }).click(); });
    expect(playing.size).toBe(0);
  });

  it('gDoc is an embedded page in a sandboxed iframe without same-origin or top navigation', () => {
    renderPreview([rec('gDoc', 'https://docs.google.com/document/d/abc/preview')]);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://docs.google.com/document/d/abc/preview');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it('vimeo plays from the server config, or shows a clear placeholder when the server answers an error', async () => {
    const load = vi.fn(async (path: string) => {
      if (path === '/vimeo-config/111') return { data: { video: { title: 'Fjord cruise' }, request: { files: { progressive: [{ url: 'https://vod.example/111.mp4', width: 640 }] } } } };
      throw new Error('Vimeo is not reachable right now.');
    });
    renderPreview([rec('vimeo', 'https://vimeo.com/111', { position: 0 }), rec('vimeo', '222', { position: 1 })], { load });
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('https://vod.example/111.mp4'));
    expect(screen.getByText('Fjord cruise')).toBeTruthy();
    await screen.findByText('Vimeo video 222 cannot be shown right now: Vimeo is not reachable right now.');
    expect(load.mock.calls.map((c) => c[0]).sort()).toEqual(['/vimeo-config/111', '/vimeo-config/222']);
  });
});
