import { describe, expect, it } from 'vitest';
import { mediaFacts } from './mediaFacts.ts';

describe('mediaFacts: what a video or audio field shows under its player', () => {
  it('names the format, the size in MB in the locale\'s digits, and the duration as m:ss', () => {
    expect(mediaFacts({ mime: 'video/mp4', size: 13_421_773, duration: 125.6 }, 'en')).toEqual({ format: 'MP4', size: '12.8', duration: '2:06' });
    expect(mediaFacts({ mime: 'audio/mpeg', size: 13_421_773, duration: 4530 }, 'es')).toEqual({ format: 'MP3', size: '12,8', duration: '75:30' });
    expect(mediaFacts({ mime: 'audio/ogg', size: 524_288, duration: null }, 'zh')).toEqual({ format: 'OGG', size: '0.5', duration: undefined });
  });
});
