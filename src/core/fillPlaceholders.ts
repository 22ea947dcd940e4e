/** The values a message's `{name}` placeholders are filled from. */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

/**
 * A message with each `{name}` replaced by its value (through `format` when given: a language code as
 * its name); a placeholder without a value stays as written, a visible gap rather than "undefined".
 * Only the values' own names count, so `{constructor}` is never filled from the prototype.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues | undefined, format?: (name: string, value: string | number) => string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!values || !Object.hasOwn(values, name)) return whole;
    return format ? format(name, values[name]) : String(values[name]);
  });
}
