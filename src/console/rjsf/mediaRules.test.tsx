// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fileForm, tinyJpeg, tinyPng } from '../../../tests/support/mediaSamples.ts';
import { FormHarness, renderInConsole } from '../relations/consoleTest.testUtil.tsx';
import { mediaProblem } from './mediaRules.ts';

afterEach(cleanup);

const file = (bytes: Uint8Array, name: string, type: string) => fileForm(bytes, name, type).get('file') as File;
/** A PNG dressed as a JPEG: its name and declared type say JPEG, its bytes say PNG. */
const renamedPng = () => file(tinyPng(), 'holiday.jpg', 'image/jpeg');

describe('media picker rules (by content)', () => {
  it('refuses a PNG renamed .jpg for a picture, and takes a JPEG whatever it is called', async () => {
    expect(await mediaProblem('image', renamedPng())).toBe('image.notJpg');
    expect(await mediaProblem('image', file(tinyJpeg(), 'scan.png', 'image/png'))).toBeNull();
    expect(await mediaProblem('image', file(tinyJpeg(), 'scan', ''))).toBeNull();
  });

  it('refuses a JPEG over 2 MB, and a picture where audio or video is expected', async () => {
    const big = Buffer.concat([Buffer.from(tinyJpeg()), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await mediaProblem('image', file(big, 'big.jpg', 'image/jpeg'))).toBe('image.tooBig');
    expect(await mediaProblem('audio', file(tinyJpeg(), 'guide.mp3', 'audio/mpeg'))).toBe('media.audio.wrongType');
    expect(await mediaProblem('video', file(tinyJpeg(), 'film.mp4', 'video/mp4'))).toBe('media.video.wrongType');
  });

  it('shows the §5 message once, next to the picture field and naming it, and uploads nothing', async () => {
    const changes: Record<string, unknown>[] = [];
    const { notices } = renderInConsole(
      <FormHarness schema={{ type: 'object', properties: { picture: { type: 'string', title: 'Thumbnail (200x200)' } } }}
        uiSchema={{ picture: { 'ui:widget': 'image' } }} initial={{}} seen={(d) => changes.push(d)} />,
      () => { throw new Error('no calls expected'); },
    );
    const sent: string[] = [];
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) { sent.push(String(args[1])); return (open as (...a: unknown[]) => void).apply(this, args); };
    try {
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [renamedPng()] } });
      // The rule's sentence names the field it is about (its label without the size note), not "Avatar picture".
      await waitFor(() => expect(document.querySelector('.media-widget__hint')?.textContent).toBe('Thumbnail must be JPG format!'));
      expect(screen.getByRole('alert').textContent).toBe('Thumbnail must be JPG format!');
      // Said once: no toast repeating it.
      expect(notices).toEqual([]);
      expect(sent).toEqual([]);
      expect(changes.some((d) => d.picture)).toBe(false);
    } finally {
      XMLHttpRequest.prototype.open = open;
    }
  });
});
