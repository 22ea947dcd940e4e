import type { ResolvedKind } from '../../core/defineKind.ts';
import { useT } from '../i18n/IntlContext.tsx';
import type { WireItem } from '../model/wireItem.ts';

/** The variant an item was made with, when it is not the one this client's screen edits; else undefined. */
export function otherVariant(kind: ResolvedKind, item: WireItem | null): string | undefined {
  const made = item?.variant ?? undefined;
  if (!made) return undefined;
  return made === kind.variant ? undefined : made;
}

/**
 * Above the form, when the open item was made with another shape of the kind than this client's
 * (the client switched variants): says so, and that saving converts it, instead of a silent 400 or
 * fields that quietly vanish.
 */
export function VariantNotice({ kind, item }: { kind: ResolvedKind; item: WireItem | null }) {
  const t = useT();
  const made = otherVariant(kind, item);
  if (!made) return null;
  const name = (variant: string) => {
    const id = variant === (kind.defaultVariant ?? 'default') ? undefined : kind.variants?.[variant]?.label;
    return id ? t(id) : variant;
  };
  return (
    // Styled as the draft banner: the same kind of "look before you save" note.
    <div className="draft-banner variant-notice" role="status">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 4.5v4M8 11h.01" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" /></svg>
      <span className="draft-banner__text">{t('editor.variantMismatch', { item: t(kind.labels.item), from: name(made), to: name(kind.variant) })}</span>
    </div>
  );
}
