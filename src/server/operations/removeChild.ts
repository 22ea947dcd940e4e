import { kindVariant, variantNames, type ResolvedKind } from '../../core/defineKind.ts';
import { pointerPath, schemaAnnotations } from '../../core/schemaAnnotations.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { fieldAtName } from '../items/fieldAtName.ts';
import type { WireItem } from '../items/itemStore.ts';
import { getAt, pointersTo, setAt, siblingKey, stringKeys } from '../items/keyedChildren.ts';
import { type ItemWriter } from './createItemWriter.ts';
import { type WriteCaller } from './writeCaller.ts';
import { documentOf } from '../items/documentOf.ts';

/**
 * Removes one keyed child (`x-key`) by its key from whichever item of the caller's company and kind
 * holds it — keys are unique within a company, so a path like `/story-pages/remove/{id}` needs no
 * parent id. `arrayPointer` is the keyed array as a JSON pointer (`/pages`); `key` may come straight
 * from a URL (text) and is read as the schema's key type. The item is saved through the usual write
 * path (version bump, validation, links) and returned.
 * Throws HttpError 404 when no item holds the key, 409 `{ message, pointed_by: ['pages.0.next'] }`
 * when a sibling still points at the child, 409 `{ current }` when the item changed at that moment.
 */
export async function removeChild(writer: ItemWriter, caller: WriteCaller, kind: ResolvedKind, arrayPointer: string, key: string | number): Promise<WireItem> {
  const path = pointerPath(arrayPointer);
  const ann = writer.validator.annotationsFor(kind, caller.client);
  const keyProp = siblingKey(ann, path);
  const spec = ann.keyed.find((k) => k.key === keyProp && k.path.join('/') === path.join('/'));
  if (!keyProp || !spec) {
    // This client's variant has no such children, so none of its items holds the key; a pointer no
    // shape of the kind has is the kind's bug, not the caller's: fail loudly (500, logged).
    if (anyShapeHas(kind, path)) throw notFound();
    throw new Error(`kind "${kind.id}" has no keyed array at ${arrayPointer}`);
  }
  const typed = typedKey(key, stringKeys(writer.validator.schemaFor(kind, caller.client), spec));
  if (typed === undefined) throw notFound();
  const item = await writer.store.findByChild(caller.companyId, kind, path, keyProp, typed);
  if (!item) throw notFound();
  const doc = structuredClone(documentOf(item));
  const pointing = pointersTo(doc, ann, path, typed);
  if (pointing.length) {
    const forClient = writer.validator.kindFor(kind, caller.client);
    const names = pointing.map((p) => {
      const { field, child } = fieldAtName(forClient, doc, p.split('.'), caller.language ?? 'en');
      return child ? `${child} › ${field}` : field;
    });
    throw refusal(409, pointing.length > 1 ? 'api.refused.stillPointedTo.many' : 'api.refused.stillPointedTo', { names: names.join(', ') }, { pointed_by: pointing });
  }
  const children = getAt(doc, path) as Record<string, unknown>[];
  setAt(doc, path, children.filter((c) => c?.[keyProp] !== typed));
  return writer.update(caller, kind, item.id, item.version, doc, { sameVariant: true });
}

function anyShapeHas(kind: ResolvedKind, path: readonly string[]): boolean {
  return variantNames(kind).some((name) => schemaAnnotations(kindVariant(kind, name).schema).keyed.some((k) => k.path.join('/') === path.join('/')));
}

// Keys from a URL arrive as text; integer keys must be whole numbers the sequence can have made.
function typedKey(key: string | number, asString: boolean): string | number | undefined {
  if (asString) return String(key);
  const n = typeof key === 'number' ? key : /^\d{1,15}$/.test(key) ? Number(key) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
