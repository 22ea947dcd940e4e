import type { FieldRendererProps } from '../rendererMap.ts';

/** One scenario as shown: a title and an optional text. */
function toScenario(raw: unknown): { title: string; text?: string } {
  if (typeof raw === 'string') return { title: raw };
  const o = (raw ?? {}) as { title?: unknown; name?: unknown; text?: unknown; description?: unknown };
  const text = o.text ?? o.description;
  return { title: String(o.title ?? o.name ?? ''), text: typeof text === 'string' ? text : undefined };
}

/** scenarios → numbered scenario cards (value: a list of strings or {title, text}). */
export function ScenariosField({ field }: FieldRendererProps) {
  const list = (Array.isArray(field.value) ? field.value : field.value ? [field.value] : []).map(toScenario);
  return (
    <section className="emu-scenarios">
      {field.meta?.title && <h3 className="emu-section-title">{field.meta.title}</h3>}
      <ol className="emu-scenarios__list">
        {list.map((s, i) => (
          <li key={i} className="emu-card">
            <strong>{s.title}</strong>
            {s.text && <p className="emu-text">{s.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
