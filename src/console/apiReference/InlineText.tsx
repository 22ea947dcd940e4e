/** A description's text with its `code spans` (the only markdown the document's short texts use) shown as code. */
export function InlineText({ text }: { text: string }) {
  // Splitting on the backtick pairs leaves the code at the odd places.
  const parts = text.split(/`([^`]+)`/);
  return <>{parts.map((part, i) => (i % 2 ? <code key={i} className="apiref-code">{part}</code> : part))}</>;
}
