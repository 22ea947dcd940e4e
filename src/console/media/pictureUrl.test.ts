import { describe, expect, it } from 'vitest';
import type { MediaInfo } from '../../core/pictures.ts';
import { pictureUrl, previewMediaUrl } from './pictureUrl.ts';

const harbour = { file: 'harbour.jpg', aspect: '16:9', version: '9f00aa12' } as MediaInfo;

describe('pictureUrl: the picture a phone downloads', () => {
  it('asks for the WebP derivative at the width, cut to the field\'s aspect, at the known version', () => {
    expect(pictureUrl('harbour.jpg', 400, harbour, '2:1')).toBe('/public/image/harbour.jpg?w=400&format=webp&ar=2%3A1&v=9f00aa12');
  });

  it('without a field aspect takes the picture\'s default crop; without known facts leaves aspect and version to the server', () => {
    expect(pictureUrl('harbour.jpg', 800, harbour)).toBe('/public/image/harbour.jpg?w=800&format=webp&ar=16%3A9&v=9f00aa12');
    expect(pictureUrl('harbour.jpg', 800, { ...harbour, aspect: null })).toBe('/public/image/harbour.jpg?w=800&format=webp&v=9f00aa12');
    expect(pictureUrl('a b.jpg', 200)).toBe('/public/image/a%20b.jpg?w=200&format=webp');
  });

  it('the preview shows pictures 800 px wide at the store\'s version, audio and video as stored', () => {
    const before = previewMediaUrl({});
    const after = previewMediaUrl({ 'harbour.jpg': harbour });
    expect(before('image', 'harbour.jpg')).toBe('/public/image/harbour.jpg?w=800&format=webp');
    // A crop saved in the dialog changes the version the store holds, so the preview's URL changes with it.
    expect(after('image', 'harbour.jpg')).toBe('/public/image/harbour.jpg?w=800&format=webp&ar=16%3A9&v=9f00aa12');
    expect(after('video', 'harbour.mp4')).toBe('/public/video/harbour.mp4');
    expect(after('audio', 'gulls.mp3')).toBe('/public/audio/gulls.mp3');
  });
});
