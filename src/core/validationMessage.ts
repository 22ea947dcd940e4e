/** A schema failure as ajv reports it (the server's ajv and RJSF's alike): its keyword and params. */
export interface SchemaFailure {
  keyword: string;
  params?: Readonly<Record<string, unknown>>;
}

/** Fills a catalogue message (`form.error.*` of src/locales) in the user's language. */
export type SayMessage = (id: string, values: Record<string, string | number>) => string;

/** The message ids a schema failure can become, for catalogue checks (each in en, es and zh). */
export const VALIDATION_MESSAGE_IDS = [
  'form.error.required', 'form.error.minLength', 'form.error.maxLength', 'form.error.maxLength.one',
  'form.error.minimum', 'form.error.maximum', 'form.error.exclusiveMinimum', 'form.error.exclusiveMaximum', 'form.error.multipleOf',
  'form.error.type', 'form.error.type.integer', 'form.error.type.number', 'form.error.type.string', 'form.error.type.boolean',
  'form.error.format', 'form.error.format.email', 'form.error.format.uri', 'form.error.format.date', 'form.error.format.date-time', 'form.error.format.time',
  'form.error.pattern', 'form.error.pattern.https', 'form.error.pattern.http',
  'form.error.enum', 'form.error.const', 'form.error.minItems', 'form.error.minItems.one', 'form.error.maxItems', 'form.error.maxItems.one',
  'form.error.uniqueItems', 'form.error.invalid',
] as const;

type MessageId = (typeof VALIDATION_MESSAGE_IDS)[number];
const known = new Set<string>(VALIDATION_MESSAGE_IDS);
const has = (id: string): id is MessageId => known.has(id);

/** The catalogue id and the number in it for a failure: the variants read as an author would say them. */
function messageFor({ keyword, params = {} }: SchemaFailure): { id: MessageId; limit?: number } {
  const limit = typeof params.limit === 'number' ? params.limit : typeof params.multipleOf === 'number' ? params.multipleOf : undefined;
  switch (keyword) {
    // One character at least is "fill it in": the same words as a missing field.
    case 'minLength': return limit === 1 ? { id: 'form.error.required' } : { id: 'form.error.minLength', limit };
    case 'maxLength': case 'minItems': case 'maxItems':
      return { id: limit === 1 ? `form.error.${keyword}.one` : `form.error.${keyword}`, limit };
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum': case 'multipleOf':
      return { id: `form.error.${keyword}`, limit };
    case 'type': {
      const type = Array.isArray(params.type) ? params.type[0] : params.type;
      const id = `form.error.type.${String(type)}`;
      return { id: has(id) ? id : 'form.error.type' };
    }
    case 'format': {
      const id = `form.error.format.${String(params.format)}`;
      return { id: has(id) ? id : 'form.error.format' };
    }
    case 'pattern':
      // A web address rule (`^https://`, `^https?://`) says which beginning it wants.
      if (params.pattern === '^https://') return { id: 'form.error.pattern.https' };
      if (params.pattern === '^https?://') return { id: 'form.error.pattern.http' };
      return { id: 'form.error.pattern' };
    case 'required': case 'enum': case 'const': case 'uniqueItems':
      return { id: `form.error.${keyword}` };
    default:
      return { id: 'form.error.invalid' };
  }
}

/**
 * A schema failure as a sentence in the user's language naming the field by its label
 * ("Range (DB) cannot be less than 1", "El correo electrónico no es una dirección de correo electrónico válida"):
 * the console's form, the server's 400 answers and the CSV import report all word failures here.
 */
export function validationMessage(failure: SchemaFailure, field: string, say: SayMessage): string {
  const { id, values } = validationMessageId(failure, field);
  return say(id, values);
}

/** The catalogue id and values a failure becomes (the server sends them, so the console can word it the same way). */
export function validationMessageId(failure: SchemaFailure, field: string): { id: string; values: Record<string, string | number> } {
  const { id, limit } = messageFor(failure);
  return { id, values: limit === undefined ? { field } : { field, limit } };
}
