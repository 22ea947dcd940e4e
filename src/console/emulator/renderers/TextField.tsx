import type { FieldRendererProps } from '../rendererMap.ts';

/** Text of a record as a string; objects are not text and render nothing rather than "[object Object]". */
function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** name and title → a heading; ingress → the lead paragraph; text → body text with its line breaks. */
export function TextField({ field }: FieldRendererProps) {
  const text = asText(field.value);
  if (field.field === 'name' || field.field === 'title') return <h2 className="emu-title">{text}</h2>;
  if (field.field === 'ingress') return <p className="emu-ingress">{text}</p>;
  return <p className="emu-text">{text}</p>;
}
