// @vitest-environment happy-dom
import { useAtomValue } from 'jotai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureVersion, type MediaInfo, type PictureSettings } from '../../core/pictures.ts';
import { mediaInfoAtom } from '../media/mediaInfoAtom.ts';
import { previewMediaUrl } from '../media/pictureUrl.ts';
import { renderInConsole, type Call } from '../relations/consoleTest.testUtil.tsx';
import { MediaFilled, type MediaFilledProps } from './MediaFilled.tsx';

afterEach(cleanup);

const FILE = 'c0ffee00c0ffee00c0ffee00c0ffee00.jpg';

/** A 4000 × 3000 picture as `GET /api/media/{file}` answers it. */
function stored(settings: PictureSettings = { crops: {}, aspect: null, focus: null }): MediaInfo {
  return {
    file: FILE, type: 'image', mime: 'image/jpeg', size: 1_900_000, url: `/public/image/${FILE}`, width: 4000, height: 3000,
    duration: null, ...settings, version: pictureVersion(settings), created_at: '2025-01-01T00:00:00Z', used_by: [],
  };
}

/** The server's POST: stores the body's crop and focus as the real route does and answers the new facts. */
function server(start = stored()) {
  let current = start;
  const answer = (call: Call) => {
    if (call.path !== `/media/${FILE}`) throw new Error(`unexpected ${call.method} ${call.path}`);
    if (call.method === 'GET') return { code: 200, status: 'ok', data: current };
    const body = call.body as { crop?: { aspect: string; x: number; y: number; width: number; height: number }; focus?: MediaInfo['focus'] };
    const { aspect, ...crop } = body.crop!;
    const settings = { crops: { ...current.crops, [aspect]: crop }, aspect, focus: body.focus === undefined ? current.focus : body.focus };
    current = stored(settings);
    return { code: 200, status: 'ok', data: current };
  };
  return { answer, now: () => current };
}

/** The phone preview's URL of the picture, as the emulator builds it from the store. */
function PreviewSrc() {
  const media = useAtomValue(mediaInfoAtom);
  return <output data-testid="preview-src">{previewMediaUrl(media)('image', FILE)}</output>;
}

function field(props: Partial<MediaFilledProps> = {}) {
  return (
    <>
      <MediaFilled type="image" file={FILE} label="Picture (800x450)" dimensions="800x450" fresh={false} onEdit={() => {}} {...props} />
      <PreviewSrc />
    </>
  );
}

const frame = () => screen.findByRole('img', { name: 'Picture (800x450): chosen picture' });
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('the crop of a picture field', () => {
  it('shows the picture cut to the field\'s aspect with its size hint, and Crop beside Edit', async () => {
    const { calls } = renderInConsole(field(), server().answer);
    const img = await frame();
    expect(img.getAttribute('src')).toBe(`/public/image/${FILE}?w=400&format=webp&ar=16%3A9&v=${stored().version}`);
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe('16 / 9');
    expect(screen.getByText('recommended 800x450')).toBeTruthy();
    await screen.findByRole('button', { name: 'Crop Picture (800x450)' });
    expect(screen.getByRole('button', { name: 'Edit Picture (800x450)' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    // Nothing opens by itself for a picture loaded with the item.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a reader the frame without Crop or Edit', async () => {
    renderInConsole(field({ readonly: true }), server().answer);
    await frame();
    expect(screen.queryByRole('button', { name: /Crop|Edit/ })).toBeNull();
  });

  it('opens the dialog by itself once after an upload, from the automatic crop; Cancel stores nothing', async () => {
    const { calls } = renderInConsole(field({ fresh: true }), server().answer);
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    expect(within(dialog).getByText(/16:9 as the field asks \(800x450\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);
  });

  it('Save stores the crop of the field\'s aspect and the focal point set with the keyboard; the frame and the phone preview follow', async () => {
    const srv = server();
    const { calls } = renderInConsole(field(), srv.answer);
    const before = screen.getByTestId('preview-src').textContent;
    fireEvent.click(await screen.findByRole('button', { name: 'Crop Picture (800x450)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Set focal point' }));
    const marker = within(dialog).getByRole('button', { name: /No focal point yet/ });
    fireEvent.keyDown(marker, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(marker, { key: 'ArrowUp' });
    expect(within(dialog).getByRole('status').textContent).toBe('Focal point at 60 % across, 49 % down.');
    expect(within(dialog).getByRole('button', { name: /^Focal point, 60 % across and 49 % down/ })).toBeTruthy();

    // A click on the picture places the point where the pointer is.
    const picture = within(dialog).getByRole('img', { name: /The whole picture/ });
    picture.getBoundingClientRect = () => ({ left: 10, top: 20, width: 400, height: 300, right: 410, bottom: 320, x: 10, y: 20, toJSON: () => ({}) });
    fireEvent.click(picture, { clientX: 110, clientY: 95 });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Save crop' })); });

    // The starting crop (the largest 16:9 around the middle) and the point, as whole pixels and fractions.
    expect(posts(calls).map((c) => c.body)).toEqual([{ crop: { aspect: '16:9', x: 0, y: 375, width: 4000, height: 2250 }, focus: { x: 0.25, y: 0.25 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const v = srv.now().version;
    expect(v).not.toBe(stored().version);
    expect((await frame()).getAttribute('src')).toContain(`&v=${v}`);
    expect(screen.getByTestId('preview-src').textContent).not.toBe(before);
    expect(screen.getByTestId('preview-src').textContent).toBe(`/public/image/${FILE}?w=800&format=webp&ar=16%3A9&v=${v}`);
  });

  it('opens again on the stored picture from its saved crop and point, without uploading', async () => {
    const srv = server(stored({ crops: { '16:9': { x: 400, y: 100, width: 1600, height: 900 } }, aspect: '16:9', focus: { x: 0.3, y: 0.2 } }));
    const { calls } = renderInConsole(field(), srv.answer);
    fireEvent.click(await screen.findByRole('button', { name: 'Crop Picture (800x450)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set focal point' }));
    expect(within(dialog).getByRole('button', { name: /^Focal point, 30 % across and 20 % down/ })).toBeTruthy();
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Save crop' })); });
    expect(posts(calls).map((c) => c.body)).toEqual([{ crop: { aspect: '16:9', x: 400, y: 100, width: 1600, height: 900 }, focus: { x: 0.3, y: 0.2 } }]);
  });
});

describe('the stored facts of audio and video', () => {
  it('shows format, size in MB and duration under the player', async () => {
    const video = { ...stored(), file: 'v.mp4', type: 'video' as const, mime: 'video/mp4', size: 13_421_773, duration: 125.6, width: 1280, height: 720 };
    renderInConsole(<MediaFilled type="video" file="v.mp4" label="Video (800x450)" dimensions="800x450" fresh={false} onEdit={() => {}} />,
      (call) => ({ data: call.path === '/media/v.mp4' ? video : undefined }));
    await screen.findByText('MP4');
    const facts = screen.getByText('MP4').closest('dl')!;
    expect([...facts.querySelectorAll('div')].map((d) => d.textContent)).toEqual(['FormatMP4', 'Size12.8 MB', 'Duration2:06']);
    expect(screen.getByText('recommended 800x450')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Crop/ })).toBeNull();
  });
});
