/** A server's or the form's message for one input, under it; `id` is what the input's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return <p id={id} className="settings-error">{message}</p>;
}
