import type { FieldRendererProps } from '../rendererMap.ts';

/** speech_bubble → the text in a bubble, with the speaker (meta.title) when there is one. */
export function SpeechBubbleField({ field }: FieldRendererProps) {
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <figure className="emu-bubble">
      <blockquote className="emu-bubble__text">{text}</blockquote>
      {field.meta?.title && <figcaption className="emu-bubble__who">{field.meta.title}</figcaption>}
    </figure>
  );
}
