import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { RuleError } from '../../core/defineKind.ts';
import { capitaliseKey } from '../../core/fieldPathLabel.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { validationMessage } from '../../core/validationMessage.ts';

/** A field error as the server sends it in a 400 answer (API contract); `messageId` when a kind's rule said it. */
export interface ServerFieldError {
  field: string;
  message: string;
  messageId?: string;
  values?: Record<string, string | number>;
}

/** Translates message ids: the console's `t`. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** Splits "a.b", "/a/b", "a[0].b" or ".a" into path segments. */
function segments(path: string): string[] {
  return path.replace(/\[(\d+)\]/g, '.$1').split(/[./]/).filter(Boolean);
}

/**
 * Turns server `errors[]` into an RJSF error schema, so each message sits next to its field. An error
 * with a `messageId` (a kind's rule) shows in the user's language, in the words the form's own check uses.
 */
export function toErrorSchema(errors: readonly ServerFieldError[], t?: Translate, known?: (id: string) => boolean): ErrorSchema {
  const root: Record<string, any> = {};
  for (const { field, message, messageId, values } of errors) {
    let node = root;
    for (const seg of segments(field || '')) node = node[seg] ??= {};
    const translated = messageId && t && (known?.(messageId) ?? true) ? t(messageId, values) : message;
    (node.__errors ??= []).push(translated);
  }
  return root as ErrorSchema;
}

/** A node of RJSF's customValidate error handler (FormValidation), as it is at run time. */
interface ErrorNode {
  __errors?: string[];
  addError?(message: string): void;
  [key: string]: unknown;
}

/**
 * Adds a kind's rule errors to RJSF's customValidate handler, each translated and at its dotted field
 * (`reason`, `pages.1.next`). RJSF builds handler nodes only for values present in the form data, so a
 * rule about an empty field creates the node it needs.
 */
export function addRuleErrors<T>(handler: T, errors: readonly RuleError[], t: Translate): T {
  for (const { field, message, values } of errors) {
    let node = handler as unknown as ErrorNode;
    for (const seg of segments(field || '')) {
      const next = node[seg] as ErrorNode | undefined;
      node = next && typeof next === 'object' ? next : (node[seg] = { __errors: [] } as ErrorNode);
    }
    const text = t(message, values);
    if (node.addError) node.addError(text);
    else (node.__errors ??= []).push(text);
  }
  return handler;
}

/**
 * The (translated) title of the field at an error's property path, else its capitalised key; an entry
 * of a list of plain values (`.platforms.1`) is named by its list.
 */
export function fieldTitle(schema: JsonSchema, property: string | undefined): string {
  let node: JsonSchema | undefined = schema;
  let label = '';
  for (const seg of segments(property ?? '')) {
    const index = /^\d+$/.test(seg);
    node = index ? node?.items : node?.properties?.[seg];
    label = node?.title || (index ? label : capitaliseKey(seg));
  }
  return label;
}

/** The `x-messages` of the field at an error's property path (`.pages.2.page_title`). */
function fieldMessages(schema: JsonSchema, property: string | undefined): Record<string, string> | undefined {
  let node: JsonSchema | undefined = schema;
  for (const seg of segments(property ?? '')) node = /^\d+$/.test(seg) ? node?.items : node?.properties?.[seg];
  const words = node?.['x-messages'];
  return words && typeof words === 'object' ? (words as Record<string, string>) : undefined;
}

/** Builds RJSF's transformErrors: every ajv failure as a sentence in the UI language naming the field by its label. */
export function makeTransformErrors(schema: JsonSchema, t: Translate) {
  // ajv adds an `if` error ('must match "then" schema') beside the then-branch's own errors; it names
  // no field, so RJSF would show it at the top of the form, and the field errors already say it all.
  return (errors: RJSFValidationError[]): RJSFValidationError[] => errors.filter((error) => error.name !== 'if').map((error) => {
    // The field's own words for this keyword (`x-messages`, from the kind's messages) come first.
    const own = error.name ? fieldMessages(schema, error.property)?.[error.name] : undefined;
    const message = own ?? validationMessage({ keyword: error.name ?? '', params: error.params }, fieldTitle(schema, error.property), t);
    return { ...error, message, stack: message };
  });
}
