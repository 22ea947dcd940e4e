import type { FieldRendererProps } from '../rendererMap.ts';
import { EmbeddedPage } from './EmbeddedPage.tsx';

/** gDoc → the document as an embedded web view. */
export function GDocField({ field }: FieldRendererProps) {
  return <EmbeddedPage url={field.value} title={field.meta?.title} />;
}
