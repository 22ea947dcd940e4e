import { describe, expect, it } from 'vitest';
import { researchCardPreview } from './researchCardPreview.ts';

const ctx = { mediaUrl: (t: string, f: string) => `/public/${t}/${f}` };

describe('research card preview', () => {
  it('shows title, image and text, then the source and credit lines', () => {
    const fields = researchCardPreview({ title: 'Ice', text: 'It froze.', image: 'ice.jpg', source: 'Oslo City Archives', credit: 'A. Hansen' }, ctx);
    expect(fields.map((f) => [f.field, f.value])).toEqual([
      ['title', 'Ice'], ['image', '/public/image/ice.jpg'], ['text', 'It froze.'],
      ['text', 'Source: Oslo City Archives'], ['text', 'Credit: A. Hansen'],
    ]);
  });

  it('words the lines in the preview’s language and leaves out blank ones', () => {
    const es = researchCardPreview({ title: 'Hielo', source: 'Archivo', credit: '  ' }, { ...ctx, locale: 'es' });
    expect(es.filter((f) => f.visible).map((f) => f.value)).toEqual(['Hielo', 'Fuente: Archivo']);
    const zh = researchCardPreview({ title: '冰', credit: '汉森' }, { ...ctx, locale: 'zh' });
    expect(zh.filter((f) => f.visible).map((f) => f.value)).toEqual(['冰', '署名：汉森']);
    const de = researchCardPreview({ title: 'Eis', source: 'Archiv' }, { ...ctx, locale: 'de' });
    expect(de.filter((f) => f.visible).map((f) => f.value)).toEqual(['Eis', 'Source: Archiv']);
  });
});
