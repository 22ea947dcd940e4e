import { describe, expect, it } from 'vitest';
import { resolveKind } from '../../../src/core/index.ts';
import webPage from '../index.ts';

describe('the web page kind', () => {
  it('uses the route SPEC.md names: web_page is routed at web_pages', () => {
    const kind = resolveKind(webPage);
    expect(kind.route).toBe('web_pages');
    expect(kind.api.entity).toBe('web_page');
  });
});
