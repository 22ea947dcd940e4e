import { kindVariant, type ResolvedKind } from '../../core/defineKind.ts';
import type { ListItemKind } from './listItems.ts';

/**
 * The kind an item opened inside the phone previews with: the shape its wire `variant` names when
 * the kind has that variant (an older station stays an older station), else the kind as registered.
 */
export function openedKind(kind: ListItemKind, variant: unknown): ListItemKind {
  if (typeof variant !== 'string' || !kind.variants || !Object.prototype.hasOwnProperty.call(kind.variants, variant)) return kind;
  // Only a registry kind declares variants, and a registry kind is a ResolvedKind.
  return kindVariant(kind as ResolvedKind, variant);
}
