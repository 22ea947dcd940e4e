import type { PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import type { ResearchCard } from './index.ts';
import { messages } from './messages.ts';

/** The kind's words in the preview's language (a visitor reads "Source:" in the language they read the card in); English otherwise. */
function wordsFor(locale: string | undefined): Record<string, string> {
  const lang = (locale ?? 'en').slice(0, 2).toLowerCase();
  return lang === 'es' || lang === 'zh' ? messages[lang] : messages.en;
}

/** One labelled line ("Source: Oslo City Archives"), or nothing when the value is blank. */
function line(template: string, value: string | undefined): string | undefined {
  return value?.trim() ? template.replace('{value}', value.trim()) : undefined;
}

/** The card in the phone: title, image, text, then its source and credit as small lines of text. */
export function researchCardPreview(r: ResearchCard, ctx: PreviewContext): PreviewField[] {
  const words = wordsFor(ctx.locale);
  return previewFields([
    ['title', r.title],
    ['image', r.image ? ctx.mediaUrl('image', r.image) : undefined],
    ['text', r.text],
    ['text', line(words['research_card.preview.source'], r.source)],
    ['text', line(words['research_card.preview.credit'], r.credit)],
  ]);
}
