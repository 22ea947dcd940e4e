import { API_BASE } from '../../core/apiConventions.ts';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { itemSchema, kindIdParam } from './kindOperations.ts';
import { itemLabel } from './kindTags.ts';
import { answer, idParam, jsonBody, object, queryParam, refusals, schemaRef, type PathTable } from './openApiTypes.ts';

/** The tag of every kind's revision calls. */
export const REVISIONS_TAG = 'Revisions';

/** One kind's history calls: list, one revision, compare two, restore one. */
export function addRevisionOperations(table: PathTable, kind: ResolvedKind): void {
  const { api } = kind;
  const one = itemLabel(kind);
  const id = kindIdParam(kind);
  const n = idParam('n', 'The revision\'s number (1, 2, 3… per item).');
  const tags = [REVISIONS_TAG];
  const opId = (suffix: string) => `${kind.id}.revisions.${suffix}`;

  table.add('get', API_BASE + kindPaths.revisions(api, '{id}'), {
    operationId: opId('list'), summary: `${one}: revisions, newest first`, tags,
    parameters: [id, queryParam('limit', '1–100, default 20.', { type: 'integer', minimum: 1, maximum: 100 }), queryParam('before', 'Only revisions numbered below this (the previous page\'s `next`).', { type: 'integer', minimum: 1 })],
    responses: { ...answer('A page of revisions; `next` is the `before` of the next page, or null.', object({ revisions: { type: 'array', items: schemaRef('RevisionSummary') }, next: { type: ['integer', 'null'] } })), ...refusals(400, 404) },
  });
  table.add('get', API_BASE + kindPaths.revisionCompare(api, '{id}'), {
    operationId: opId('compare'), summary: `${one}: compare two revisions`, tags,
    parameters: [id, queryParam('from', 'The earlier revision\'s number.', { type: 'integer', minimum: 1 }, true), queryParam('to', 'The later revision\'s number.', { type: 'integer', minimum: 1 }, true)],
    responses: { ...answer('The field changes between the two documents.', object({ from: { type: 'integer' }, to: { type: 'integer' }, changes: { type: 'array', items: schemaRef('FieldChange') } })), ...refusals(400, 404) },
  });
  table.add('get', API_BASE + kindPaths.revision(api, '{id}', '{n}'), {
    operationId: opId('get'), summary: `${one}: one revision with its document`, tags,
    parameters: [id, n],
    responses: { ...answer('The revision.', object({ revision: schemaRef('RevisionDetail') })), ...refusals(404) },
  });
  table.add('post', API_BASE + kindPaths.revisionRestore(api, '{id}', '{n}'), {
    operationId: opId('restore'), summary: `${one}: restore a revision`, tags, 'x-right': 'restoreRevision',
    description: 'Saves the revision\'s base-language document as the item\'s present one, with the version check; it becomes a revision itself. Translations and relation links are not restored.',
    parameters: [id, n],
    requestBody: jsonBody(object({ version: { type: 'integer', minimum: 1, description: 'The version the item was loaded with.' } }, ['version'])),
    responses: { ...answer('The item as restored.', itemSchema(kind)), ...refusals(400, 404, 409) },
  });
}
