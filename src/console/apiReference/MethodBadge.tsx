/** An HTTP method as a coloured, fixed-width badge (the method's name is the text, so colour is never the only cue). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`apiref-method apiref-method--${method}`}>{method.toUpperCase()}</span>;
}
