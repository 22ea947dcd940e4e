import { API_HEADERS, API_BASE } from '../../core/apiConventions.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { cachedAnswer, IF_NONE_MATCH } from './cachedAnswer.ts';
import { slimName } from './kindSchemas.ts';
import { itemLabel } from './kindTags.ts';
import { answer, idParam, jsonBody, object, queryParam, ref, refusals, schemaRef, type JsonObject, type Operation, type Parameter, type PathTable } from './openApiTypes.ts';

/** `x-language-code`: the content language a kind call reads or writes; absent: the client's base language. */
export const LANGUAGE_HEADER: Parameter = {
  name: API_HEADERS.language, in: 'header', description: 'Content language (one of the client\'s); absent: the base language. Another language reads its texts over the base and writes translations.', schema: { type: 'string' },
};

const INCLUDE_ARCHIVED: Parameter[] = [
  { name: API_HEADERS.includeArchived, in: 'header', description: '`1`: archived items too.', schema: { type: 'string', enum: ['1'] } },
  queryParam('include_archived', '`1`: archived items too (as the header).', { type: 'string', enum: ['1'] }),
];

/** An item of the kind as the API sends it: the client's document plus the lifecycle columns. */
export function itemSchema(kind: ResolvedKind): JsonObject {
  return { allOf: [schemaRef(kind.id), schemaRef('Item')] };
}

/** The item-id path parameter of a kind's calls, marked with the kind it names. */
export function kindIdParam(kind: ResolvedKind, name = 'id'): Parameter {
  return idParam(name, `Id of a ${itemLabel(kind)} item (kind \`${kind.id}\`).`, { 'x-kind': kind.id });
}

/** A create or update body: JSON always, multipart where the kind's calls take it (files in its media fields). */
function kindBody(kind: ResolvedKind, schema: JsonObject, description: string): NonNullable<Operation['requestBody']> {
  const body = jsonBody(schema);
  if (kind.api.bodyEncoding === 'multipart') {
    body.content['multipart/form-data'] = { schema: { type: 'object', description: 'The document\'s fields with bracket names (`pages[0][title]`); media fields may carry files.' } };
  }
  const extra = Object.values(kind.relations ?? {}).flatMap((r) => (r.bodyField ? [`\`${r.bodyField}\` (the linked ids, in order)`] : []));
  return { ...body, description: [description, extra.length ? `May also carry ${extra.join(', ')}.` : ''].filter(Boolean).join(' ') };
}

// `x-right` names the base language's right; a write in another language is a translation.
const IN_LANGUAGE_RIGHT = 'In another content language (`x-language-code`) it writes that language\'s texts and needs the `translate` right instead (a translator: in their languages only).';

const DESTROY_EFFECTS = 'Clears the references other items hold to it (their revision records it) and drops their links to it, all in one transaction. '
  + '409 `{ message, used_by }` while a `restrict` reference or relation holds it; 403 `{ message, would_change }` (the items, `kind`, `id`, `title`) '
  + 'when the caller may not write every item it would change (a user limited to some kinds); either way nothing changes.';

const ACTION_WORDS: Record<LifecycleAction, string> = {
  publish: 'publish the working copy (first publication or changes; visible in the app)',
  'un-publish': 'un-publish',
  delete: 'archive',
  restore: 'restore from the archive',
  destroy: 'destroy for good',
};

/** The generic calls of SPEC §7 for one kind (kindRoutes), at the paths `kindPaths` gives them. */
export function addKindOperations(table: PathTable, kind: ResolvedKind, tag: string, registry: KindRegistry): void {
  const { api } = kind;
  const one = itemLabel(kind);
  const at = (path: string) => API_BASE + path;
  const op = (suffix: string, summary: string, rest: Omit<Operation, 'operationId' | 'summary' | 'tags'>): Operation => ({ operationId: `${kind.id}.${suffix}`, summary, tags: [tag], ...rest });
  const item = itemSchema(kind);
  const list = object({ [api.listKey]: { type: 'array', items: item } });
  const id = kindIdParam(kind);

  // `slim=1` sends only the list's fields (schema `<kind>.slim`, nothing required); the full list sends items.
  const listed = object({ [api.listKey]: { type: 'array', items: { anyOf: [item, schemaRef(slimName(kind.id))] } } });
  table.add('get', at(kindPaths.list(api)), op('list', `${tag}: list`, {
    description: `Every ${one} item of the caller's company, in list order. \`slim=1\`: only the fields the list shows (\`#/components/schemas/${slimName(kind.id)}\`).`,
    parameters: [queryParam('slim', '`1`: the list item\'s fields and the lifecycle columns only.', { type: 'string', enum: ['1'] }), ...INCLUDE_ARCHIVED, LANGUAGE_HEADER, IF_NONE_MATCH],
    responses: { ...cachedAnswer(`The items, under \`data.${api.listKey}\`: whole items, or with \`slim=1\` slim ones.`, listed), ...refusals(400) },
  }));
  table.add('get', at(kindPaths.groups(api)), op('groups', `${tag}: grouped by state`, {
    parameters: [queryParam('query', 'Only items whose text matches.'), LANGUAGE_HEADER],
    description: 'Groups by the wire state: the console shows `published` as Published, `active` and `unpublished` as Draft, `archived` as Archived.',
    responses: { ...answer('The items by state.', object({ groups: object(Object.fromEntries(['active', 'published', 'unpublished', 'archived'].map((s) => [s, { type: 'array', items: item }]))) })), ...refusals(400) },
  }));
  table.add('post', at(kindPaths.sync(api)), op('sync', `${tag}: set the list order`, {
    'x-right': 'lifecycle',
    requestBody: jsonBody(object({ ids: { type: 'array', items: { type: 'integer' }, description: 'Item ids in the new order.' } }, ['ids'])),
    parameters: [...INCLUDE_ARCHIVED, LANGUAGE_HEADER],
    responses: { ...answer('The list in its new order.', list), ...refusals(400, 404) },
  }));
  table.add('post', at(kindPaths.create(api)), op('create', `${one}: create`, {
    'x-right': 'write',
    requestBody: kindBody(kind, schemaRef(kind.id), `A ${one} document as the caller's client has the kind.`),
    responses: { ...answer('The created item.', item, 201), ...refusals(400, 409, 413, 415) },
  }));
  table.add('post', at(kindPaths.update(api, '{id}')), op('update', `${one}: save`, {
    description: 'Saves the whole document with the version it was loaded with. A save of an older version is merged into the current item when '
      + 'the fields it changes (keyed children by key; in another language, each text) are not ones changed since that version: 200 with the merged '
      + `item and its new version. Otherwise 409 (StaleSave) with the current item and both values of each field to choose. ${IN_LANGUAGE_RIGHT}`,
    'x-right': 'write',
    parameters: [id, LANGUAGE_HEADER],
    requestBody: kindBody(kind, { allOf: [schemaRef(kind.id), object({ version: { type: 'integer', minimum: 1 } }, ['version'])] }, 'The document and the version it was loaded with.'),
    responses: { ...answer('The saved (or merged) item.', item), ...refusals(400, 404, 413, 415), 409: ref('StaleSave') },
  }));
  table.add('get', at(kindPaths.deleteField(api, '{id}')), op('delete-field', `${one}: clear one field`, {
    description: IN_LANGUAGE_RIGHT,
    'x-right': 'write',
    parameters: [id, queryParam('field', 'The top-level field to clear.', { type: 'string' }, true), LANGUAGE_HEADER],
    responses: { ...answer('The item without the field.', item), ...refusals(400, 404, 409) },
  }));
  for (const action of api.actions) {
    table.add('get', at(kindPaths.action(api, action, '{id}')), op(action, `${one}: ${ACTION_WORDS[action]}`, {
      ...(action === 'destroy' ? { description: DESTROY_EFFECTS } : {}),
      'x-right': 'lifecycle',
      parameters: [id],
      responses: { ...answer('Done; the item as it is now (none after a destroy).', action === 'destroy' ? undefined : item), ...refusals(400, 404, 409) },
    }));
  }
  if (api.actions.includes('publish')) addPublishedOperations(table, kind, op, id, item);
  table.add('get', at(kindPaths.usedBy(api, '{id}')), op('used-by', `${one}: the items that refer to or link it`, {
    parameters: [id],
    responses: { ...answer('The referring items.', object({ used_by: { type: 'array', items: { type: 'object' } } })), ...refusals(404) },
  }));
  table.add('get', at(kindPaths.usedIds(api)), op('used-ids', `${tag}: the ids items of another kind refer to or link`, {
    parameters: [queryParam('by', 'The other kind\'s id.', { type: 'string', enum: registry.kinds.map((k) => k.id) }, true)],
    responses: { ...answer('The ids.', object({ ids: { type: 'array', items: { type: 'integer' } } })), ...refusals(400) },
  }));
  table.add('get', at(kindPaths.lint(api, '{id}')), op('lint', `${one}: publish-readiness faults`, {
    parameters: [id],
    description: '`faults`: the kind\'s lint. `targets`: the items its references and listed relation links point at that visitors would not get as they are now '
      + '(`gap`: `archived`, `draft`, or `changes` not published: visitors get their published version), each named, with a sentence in the caller\'s language: what a publish should name first.',
    responses: { ...answer('The faults, each at a JSON pointer of the document, and the targets visitors would not get.', object({
      faults: { type: 'array', items: object({ at: { type: 'string' }, message: { type: 'string' }, messageId: { type: 'string' }, values: { type: 'object' } }) },
      targets: { type: 'array', items: object({
        kind: { type: 'string' }, id: { type: 'integer' }, title: { type: 'string' }, at: { type: 'string', description: 'Where the item points at it (JSON pointer of a reference, or `/<relation>`).' },
        gap: { type: 'string', enum: ['archived', 'draft', 'changes'] }, messageId: { type: 'string' }, message: { type: 'string' },
      }, ['kind', 'id', 'title', 'at', 'gap', 'messageId', 'message']) },
    })), ...refusals(404) },
  }));
  table.add('get', at(kindPaths.item(api, '{id}')), op('get', `${one}: get one`, {
    description: 'The item with `refs` (what each reference points at now) and any links the kind carries in its items.',
    parameters: [id, LANGUAGE_HEADER, IF_NONE_MATCH],
    responses: { ...cachedAnswer('The item, under `data.items`; in a non-base language with its translation marks.', object({ items: { allOf: [item, schemaRef('TranslationMarks')] } })), ...refusals(400, 404) },
  }));
}

type OperationMaker = (suffix: string, summary: string, rest: Omit<Operation, 'operationId' | 'summary' | 'tags'>) => Operation;

/** The published-version calls of a kind with a publish step (publishedRoutes). */
function addPublishedOperations(table: PathTable, kind: ResolvedKind, op: OperationMaker, id: Parameter, item: JsonObject): void {
  const { api } = kind;
  const one = itemLabel(kind);
  const at = (path: string) => API_BASE + path;
  table.add('get', at(kindPaths.changes(api, '{id}')), op('changes', `${one}: changes not published yet`, {
    description: 'What differs from the published version (what visitors get) to the working copy: the base document\'s field changes, '
      + 'then each language\'s text changes with the language before the path (`es:title`). [] when the item is not live.',
    parameters: [id],
    responses: { ...answer('The changes.', object({ changes: { type: 'array', items: schemaRef('FieldChange') } })), ...refusals(404) },
  }));
  table.add('get', at(kindPaths.published(api, '{id}')), op('published', `${one}: what visitors see`, {
    description: 'The published version as an item (`updated_at`: when it was published; `version`: the published one), in the content language asked for. 404 when the item is not live.',
    parameters: [id, LANGUAGE_HEADER],
    responses: { ...answer('The published version, under `data.item`; in a non-base language with its translation marks.', object({ item: { allOf: [item, schemaRef('TranslationMarks')] } })), ...refusals(400, 404) },
  }));
  table.add('get', at(kindPaths.discard(api, '{id}')), op('discard', `${one}: discard the changes not published yet`, {
    description: 'Sets the working copy (document, title, shape, translations) back to the published version; recorded in History as `discard`. '
      + '409 when the item is not live or has no changes.',
    'x-right': 'lifecycle',
    parameters: [id],
    responses: { ...answer('Done; the item as it is now.', item), ...refusals(404, 409) },
  }));
}
