import { describe, expect, it } from 'vitest';
import { pickEncodings } from './pickEncodings.ts';

describe('pickEncodings', () => {
  it('prefers brotli, then gzip, when the client takes both alike, in any order', () => {
    expect(pickEncodings('gzip, deflate, br')[0]).toBe('br');
    expect(pickEncodings('br, gzip')).toEqual(['br', 'gzip', 'identity']);
  });
  it('follows q-values over the server order', () => {
    expect(pickEncodings('br;q=0.1, gzip;q=0.9')).toEqual(['gzip', 'br', 'identity']);
  });
  it('never answers a coding refused with q=0', () => {
    expect(pickEncodings('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(pickEncodings('br;q=0, gzip;q=0')).toEqual(['identity']);
    expect(pickEncodings('*;q=0, gzip')).toEqual(['gzip', 'identity']);
  });
  it('reads * as every coding not named', () => {
    expect(pickEncodings('*')[0]).toBe('br');
    expect(pickEncodings('gzip;q=1, *;q=0.5')).toEqual(['gzip', 'br', 'identity']);
  });
  it('answers the identity without a header, with an empty one, or when only identity is asked', () => {
    for (const header of [undefined, '', 'identity', 'deflate']) expect(pickEncodings(header), String(header)).toEqual(['identity']);
  });
  it('still ends with the identity when the client refuses everything', () => {
    expect(pickEncodings('*;q=0')).toEqual(['identity']);
  });
});
