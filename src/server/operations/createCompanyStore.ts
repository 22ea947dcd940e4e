import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { EndpointError, type CompanyStore } from '../../core/kindEndpoints.ts';
import { HttpError } from '../errors/httpError.ts';
import { removeChild } from './removeChild.ts';
import { refusalBody } from '../i18n/refusalBody.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import type { ItemWriter } from './createItemWriter.ts';
import type { WriteCaller } from './writeCaller.ts';

/** An item id or version as the database can hold it; anything else is an endpoint author's or caller's mistake (400). */
function whole(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 1 || n >= 2 ** 31) throw new EndpointError(400, `${what} must be a whole number from 1.`);
  return n;
}

/** A kind id of the registry, or a 400-ish mistake of the endpoint's author (a bug, so it is loud). */
function kindOf(registry: KindRegistry, id: string) {
  const kind = registry.kinds.find((k) => k.id === id);
  if (!kind) throw new Error(`a kind endpoint asked for unknown kind "${id}"`);
  return kind;
}

// The generic writer answers HttpError; an endpoint sees EndpointError (core), which the routes answer alike.
async function asEndpointErrors<T>(fn: () => Promise<T>, lang: UiLanguage = 'en'): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) {
      // A catalogue refusal keeps its words in the caller's language, its id and values beside them.
      const { message, ...extra } = refusalBody(err, lang);
      throw new EndpointError(err.status as 400, String(message), extra);
    }
    throw err;
  }
}

/**
 * The store a kind endpoint gets: the caller's company only, every write through the one write path
 * (schema, keys, pointers, rules, references), no SQL.
 */
export function createCompanyStore(registry: KindRegistry, writer: ItemWriter, caller: WriteCaller): CompanyStore {
  const { store } = writer;
  return {
    get: async (kind, id) => (Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? store.get(caller.companyId, kindOf(registry, kind), id) : undefined),
    list: (kind) => store.list(caller.companyId, kindOf(registry, kind), { includeArchived: true }),
    update: (kind, id, doc, version) => asEndpointErrors(() => writer.update(caller, kindOf(registry, kind), whole(id, 'id'), whole(version, 'version'), doc, { sameVariant: true }), caller.language),
    removeChild: (kind, pointer, key) => asEndpointErrors(() => removeChild(writer, caller, kindOf(registry, kind), pointer, key), caller.language),
  };
}
