import type { DiffSegment } from './wordDiff.ts';

/** One side of a compared value: removed runs struck through (<del>), added ones underlined (<ins>), so no change is told by colour alone. */
export function DiffText({ segments, empty }: { segments: readonly DiffSegment[]; empty: string }) {
  if (segments.length === 0) return <span className="hdiff__empty">{empty}</span>;
  return (
    <span className="hdiff__text">
      {segments.map((s, i) => s.kind === 'removed' ? <del key={i} className="hdiff__del">{s.text}</del>
        : s.kind === 'added' ? <ins key={i} className="hdiff__ins">{s.text}</ins>
          : <span key={i}>{s.text}</span>)}
    </span>
  );
}
