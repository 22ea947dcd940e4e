import type { ValidateFunction, ErrorObject } from 'ajv';
import { clientPatchFile, type ClientPatches } from '../../core/clientPatch.ts';
import { createClientRegistry, type ClientRegistry } from '../../core/createClientRegistry.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord, ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { schemaAnnotations, type SchemaAnnotations } from '../../core/schemaAnnotations.ts';
import { ValidationError } from '../errors/validationError.ts';
import { refusal } from '../errors/refusal.ts';
import { capitaliseKey, kindLookup, pointerFieldName } from '../../core/fieldPathLabel.ts';
import { validationMessageId } from '../../core/validationMessage.ts';
import { consoleWords, type UiLanguage } from '../i18n/ruleMessages.ts';
import { closeObjects, createAjv } from './createAjv.ts';

/** One field's complaint, named by its dotted path (`pages.0.page_title`). */
export interface FieldError {
  field: string;
  message: string;
  /**
   * Set when `message` is a whole sentence: the kind's own words (`field.story.name.required`) or the
   * console's (`form.error.minimum`, with `values`), so the console can show it in the same words.
   */
  messageId?: string;
  values?: Record<string, string | number>;
}

/** The kind's own sentence for a keyword's failure on a field (`field.<kind>.<path without indices>.<keyword>`), in the language. */
function ownWords(kind: ResolvedKind, field: string, keyword: string, lang: UiLanguage): { messageId: string; message: string } | undefined {
  const messageId = `field.${kind.id}.${field.split('.').filter((p) => !/^\d+$/.test(p)).join('.')}.${keyword}`;
  const message = kind.messages?.[lang]?.[messageId] ?? kind.messages?.en?.[messageId];
  return message ? { messageId, message } : undefined;
}

/** Each ajv error as a sentence in `lang` naming the field by its label, the kind's own words first. */
export function fieldErrors(errors: readonly ErrorObject[], kind: ResolvedKind, schema: JsonSchema, lang: UiLanguage): FieldError[] {
  const lookup = kindLookup(kind.messages, lang);
  // An if/then rule's `if` error only summarises the then-branch errors that name the fields.
  return errors.filter((e) => e.keyword !== 'if').map((e) => {
    const missing = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : undefined;
    const pointer = missing === undefined ? e.instancePath : `${e.instancePath}/${missing}`;
    const field = pointer.split('/').filter(Boolean).join('.') || '(document)';
    const own = ownWords(kind, field, e.keyword, lang);
    if (own) return { field, ...own };
    // A failure of the whole document is named by what the document is ("Station").
    const label = pointer ? pointerFieldName(kind.id, schema, pointer, lookup) : lookup(kind.labels.item) ?? capitaliseKey(kind.id);
    const { id, values } = validationMessageId(e, label);
    return { field, message: consoleWords(lang)(id, values), messageId: id, values };
  });
}

/** A 400 naming every failing field: `{ message: "<first sentence> (+N)", errors }` (an entry without a messageId reads "<field>: <why>"). */
export function invalidFields(errors: FieldError[], lang: UiLanguage = 'en'): ValidationError {
  const first = errors[0];
  const text = first.messageId ? first.message : `${first.field}: ${first.message}`;
  const message = errors.length > 1 ? consoleWords(lang)('form.error.more', { message: text, count: errors.length - 1 }) : text;
  return new ValidationError(message, { errors });
}

/** Validates writes against each client's kind (its variant, then its merge patch); compiled validators are cached per client and kind. */
export function createKindValidator(registry: KindRegistry, patches: Map<string, ClientPatches>) {
  // Made on the first validation, not at start: loading ajv and adding the annotation keywords costs ~0.5 s
  // of a start that validates nothing (the schemas were checked by loadKindRegistry already).
  let ajv: ReturnType<typeof createAjv> | undefined;
  // Each client's view of the registry, resolved once (the first time the company is served); clients without patches share one.
  const views = new Map<string, ClientRegistry>();
  const view = (client: string): ClientRegistry => {
    const key = patches.has(client) ? client : '';
    let v = views.get(key);
    if (!v) views.set(key, (v = createClientRegistry(registry, patches.get(client), client)));
    return v;
  };
  const cache = new Map<string, { kind: ResolvedKind; validate: ValidateFunction; schema: JsonSchema; annotations: SchemaAnnotations }>();
  function compiled(kind: ResolvedKind, client: string) {
    const patch = patches.get(client)?.[kind.id];
    const key = patch ? `${client}/${kind.id}` : kind.id;
    let hit = cache.get(key);
    if (!hit) {
      const forClient = view(client).get(kind.id);
      const { schema } = forClient;
      hit = { kind: forClient, validate: (ajv ??= createAjv()).compile(closeObjects(schema)), schema, annotations: schemaAnnotations(schema) };
      cache.set(key, hit);
    }
    return hit;
  }
  return {
    /** The client's view of the registry: every kind as that client runs it, resolved once. */
    forClient: view,
    /** The kind exactly as this client runs it (variant and patch applied): its rules, list item and variant name. */
    kindFor: (kind: ResolvedKind, client: string) => compiled(kind, client).kind,
    /** The schema this client's writes of this kind are held to. */
    schemaFor: (kind: ResolvedKind, client: string) => compiled(kind, client).schema,
    /** The annotations (references, keyed arrays, sibling pointers) of that schema, found once. */
    annotationsFor: (kind: ResolvedKind, client: string) => compiled(kind, client).annotations,
    /** The rules this client's schema finds broken in a stored document (none when it fits), for the readiness list. */
    failures(kind: ResolvedKind, client: string, doc: unknown): ErrorObject[] {
      const { validate } = compiled(kind, client);
      return validate(structuredClone(doc)) ? [] : (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    },
    /** The client's patch file of the kind when it changes the kind's schema (what a stored item may no longer meet). */
    schemaPatchFile: (kind: ResolvedKind, client: string): string | undefined => (patches.get(client)?.[kind.id]?.schema ? clientPatchFile(client, kind.id) : undefined),
    /** Returns a cleaned copy (unknown properties dropped, defaults filled) or throws a 400 naming the fields (the kind's own words in `lang`). */
    check(kind: ResolvedKind, client: string, doc: unknown, lang: UiLanguage = 'en'): KindRecord {
      if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw refusal(400, 'api.refused.notObject');
      const copy = structuredClone(doc) as KindRecord;
      const { validate, kind: forClient, schema } = compiled(kind, client);
      if (!validate(copy)) throw invalidFields(fieldErrors(validate.errors ?? [], forClient, schema, lang), lang);
      return copy;
    },
  };
}

/** The validator built by `createKindValidator`. */
export type KindValidator = ReturnType<typeof createKindValidator>;
