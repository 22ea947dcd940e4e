import { describe, expect, it } from 'vitest';
import { vimeoId, vimeoPlayable } from './vimeoId.ts';

describe('vimeo helpers', () => {
  it('reads ids and Vimeo URLs only', () => {
    expect(vimeoId('76979871')).toBe('76979871');
    expect(vimeoId(76979871)).toBe('76979871');
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(vimeoId('https://player.vimeo.com/video/76979871?h=1')).toBe('76979871');
    expect(vimeoId('https://evil.example/vimeo.com/1')).toBeNull();
    expect(vimeoId('javascript:1')).toBeNull();
  });

  it('picks the widest progressive file and a poster', () => {
    const p = vimeoPlayable({ video: { title: 'Fjord', thumbs: { 640: 'https://i.vimeocdn.com/a.jpg' } },
      request: { files: { progressive: [{ url: 'https://v/360.mp4', width: 640 }, { url: 'https://v/720.mp4', width: 1280 }] } } });
    expect(p).toEqual({ title: 'Fjord', poster: 'https://i.vimeocdn.com/a.jpg', src: 'https://v/720.mp4' });
    expect(vimeoPlayable(null)).toEqual({ title: undefined, poster: undefined, src: undefined });
  });
});
