import type { ValidateFunction, ErrorObject } from 'ajv';
import { clientPatchFile, type ClientPatches } from '../../core/clientPatch.ts';
import { createClientRegistry, type ClientRegistry } from '../../core/createClientRegistry.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord, ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { schemaAnnotations, type SchemaAnnotations } from '../../core/schemaAnnotations.ts';
import { HttpError } from '../httpError.ts';
import type { UiLanguage } from '../items/ruleMessages.ts';
import { closeObjects, createAjv } from './createAjv.ts';

/** One field's complaint, named by its dotted path (`pages.0.page_title`). */
export interface FieldError {
  field: string;
  message: string;
  /** Set when the kind words this failure itself (`field.story.name.required`): `message` is then its sentence. */
  messageId?: string;
}

/** The kind's own sentence for a keyword's failure on a field (`field.<kind>.<path without indices>.<keyword>`), in the language. */
function ownWords(kind: ResolvedKind, field: string, keyword: string, lang: UiLanguage): { messageId: string; message: string } | undefined {
  const messageId = `field.${kind.id}.${field.split('.').filter((p) => !/^\d+$/.test(p)).join('.')}.${keyword}`;
  const message = kind.messages?.[lang]?.[messageId] ?? kind.messages?.en?.[messageId];
  return message ? { messageId, message } : undefined;
}

function fieldErrors(errors: ErrorObject[], kind: ResolvedKind, lang: UiLanguage): FieldError[] {
  // An if/then rule's `if` error only summarises the then-branch errors that name the fields.
  return errors.filter((e) => e.keyword !== 'if').map((e) => {
    const path = e.instancePath.split('/').filter(Boolean).join('.');
    const required = e.keyword === 'required';
    const missing = required ? (e.params as { missingProperty: string }).missingProperty : '';
    const field = required ? (path ? `${path}.${missing}` : missing) : path || '(document)';
    const own = ownWords(kind, field, e.keyword, lang);
    if (own) return { field, ...own };
    return { field, message: required ? 'is required' : e.message ?? 'is invalid' };
  });
}

/** A 400 naming every failing field: `{ message: "<first field>: <why> (and N more)", errors }`. */
export function invalidFields(errors: FieldError[]): HttpError {
  const first = errors[0];
  const text = first.messageId ? first.message : first.message === 'is required' ? `${first.field} is required` : `${first.field}: ${first.message}`;
  return new HttpError(400, errors.length > 1 ? `${text} (and ${errors.length - 1} more)` : text, { errors });
}

/** Validates writes against each client's kind (its variant, then its merge patch); compiled validators are cached per client and kind. */
export function createKindValidator(registry: KindRegistry, patches: Map<string, ClientPatches>) {
  const ajv = createAjv();
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
      hit = { kind: forClient, validate: ajv.compile(closeObjects(schema)), schema, annotations: schemaAnnotations(schema) };
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
      if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new HttpError(400, 'The body must be a JSON object.');
      const copy = structuredClone(doc) as KindRecord;
      const { validate, kind: forClient } = compiled(kind, client);
      if (!validate(copy)) throw invalidFields(fieldErrors(validate.errors ?? [], forClient, lang));
      return copy;
    },
  };
}

/** The validator built by `createKindValidator`. */
export type KindValidator = ReturnType<typeof createKindValidator>;
