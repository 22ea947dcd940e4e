import { describe, expect, it } from 'vitest';
import { matrixSearch, readMatrixQuery } from './matrixQuery.ts';

describe('the translation screen’s URL query', () => {
  it('round-trips a drilled-down view', () => {
    const q = { kind: 'tk_tour', language: 'es', state: 'stale' as const, open: [5, 8] };
    expect(matrixSearch(q)).toBe('?kind=tk_tour&language=es&state=stale&open=5%2C8');
    expect(readMatrixQuery(new URLSearchParams(matrixSearch(q)))).toEqual(q);
  });

  it('drops what it cannot use, and names the matrix itself with no query', () => {
    expect(readMatrixQuery(new URLSearchParams('kind=x&language=es&state=done&open=a,0,7'))).toEqual({ kind: 'x', language: 'es', state: undefined, open: [7] });
    expect(matrixSearch({ kind: 'x' })).toBe('');
    expect(matrixSearch({})).toBe('');
  });
});
