import type { ValidateFunction, ErrorObject } from 'ajv';
import { applyClientPatch, type ClientPatches } from '../../core/clientPatch.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { KindRecord, ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { HttpError } from '../httpError.ts';
import { closeObjects, createAjv } from './createAjv.ts';

/** One field's complaint, named by its dotted path (`pages.0.page_title`). */
export interface FieldError {
  field: string;
  message: string;
}

function fieldErrors(errors: ErrorObject[]): FieldError[] {
  // An if/then rule's `if` error only summarises the then-branch errors that name the fields.
  return errors.filter((e) => e.keyword !== 'if').map((e) => {
    const path = e.instancePath.split('/').filter(Boolean).join('.');
    if (e.keyword === 'required') {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return { field: path ? `${path}.${missing}` : missing, message: 'is required' };
    }
    return { field: path || '(document)', message: e.message ?? 'is invalid' };
  });
}

/** Validates writes against each client's merged schema; compiled validators are cached per client and kind. */
export function createKindValidator(registry: KindRegistry, patches: Map<string, ClientPatches>) {
  const ajv = createAjv();
  const cache = new Map<string, { validate: ValidateFunction; schema: JsonSchema }>();
  function compiled(kind: ResolvedKind, client: string) {
    const patch = patches.get(client)?.[kind.id];
    const key = patch ? `${client}/${kind.id}` : kind.id;
    let hit = cache.get(key);
    if (!hit) {
      const { schema } = applyClientPatch(kind, patch);
      hit = { validate: ajv.compile(closeObjects(schema)), schema };
      cache.set(key, hit);
    }
    return hit;
  }
  return {
    /** The schema this client's writes of this kind are held to. */
    schemaFor: (kind: ResolvedKind, client: string) => compiled(kind, client).schema,
    /** Returns a cleaned copy (unknown properties dropped, defaults filled) or throws a 400 naming the fields. */
    check(kind: ResolvedKind, client: string, doc: unknown): KindRecord {
      if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new HttpError(400, 'The body must be a JSON object.');
      const copy = structuredClone(doc) as KindRecord;
      const { validate } = compiled(kind, client);
      if (!validate(copy)) {
        const errors = fieldErrors(validate.errors ?? []);
        const first = errors[0];
        const text = first.message === 'is required' ? `${first.field} is required` : `${first.field}: ${first.message}`;
        throw new HttpError(400, errors.length > 1 ? `${text} (and ${errors.length - 1} more)` : text, { errors });
      }
      return copy;
    },
  };
}

/** The validator built by `createKindValidator`. */
export type KindValidator = ReturnType<typeof createKindValidator>;
