import { API_BASE } from '../../core/apiConventions.ts';
import { releasePaths } from '../../core/releaseWire.ts';
import { USER_REF } from './commonComponents.ts';
import { answer, idParam, jsonBody, object, refusals, type JsonObject, type Operation, type PathSection, type PathTable } from './openApiTypes.ts';

const TAG = 'Releases';
const INSTANT = { type: ['string', 'null'], format: 'date-time' };
const ACTION = { type: 'string', enum: ['publish', 'unpublish'], description: 'What going live does to the item: publish its working copy as it is then, or un-publish it.' };

const RELEASE = object({
  id: { type: 'integer' },
  name: { type: 'string' },
  state: { type: 'string', enum: ['open', 'published', 'failed'], description: 'open: being put together; published: went live (its record); failed: a scheduled publish was refused (`error`).' },
  publish_at: { ...INSTANT, description: 'When it is scheduled to go live; null when not.' },
  created_by: USER_REF,
  created_at: { type: 'string', format: 'date-time' },
  published_at: { ...INSTANT, description: 'When it went live; null until then.' },
  published_by: USER_REF,
  error: { type: ['string', 'null'], description: 'Why a scheduled publish did not happen (in the UI language of who scheduled it); null otherwise.' },
  item_count: { type: 'integer' },
}, ['id', 'name', 'state', 'publish_at', 'created_by', 'created_at', 'published_at', 'published_by', 'error', 'item_count']);

const FINDING = object({ at: { type: 'string' }, message: { type: 'string' } }, ['at', 'message']);

const ITEM = object({
  kind: { type: 'string' },
  id: { type: 'integer' },
  title: { type: 'string' },
  action: ACTION,
  state: { type: 'string', enum: ['active', 'published', 'unpublished', 'archived'] },
  added_at: { type: 'string', format: 'date-time' },
  added_by: USER_REF,
  changes: { type: 'array', items: { $ref: '#/components/schemas/FieldChange' }, description: 'Published version → working copy, as `GET /{x}/{id}/changes`; [] when not live.' },
  readiness: { type: 'array', items: FINDING, description: 'The kind\'s lint and the referenced or linked items visitors would not get, as `GET /{x}/lint/{id}`.' },
  can_publish: { type: 'boolean', description: 'Whether the caller could publish it now (publish rules, rights, archived, live for an un-publish).' },
  reason: { type: ['string', 'null'], description: 'Why not, in the caller\'s language; null when it can.' },
}, ['kind', 'id', 'title', 'action', 'state', 'added_at', 'added_by', 'changes', 'readiness', 'can_publish', 'reason']);

const DETAIL = object({ release: RELEASE, items: { type: 'array', items: ITEM } }, ['release', 'items']);
const RID = idParam('rid', 'The release\'s id.');
const lifecycle = (op: Operation): Operation => Object.assign(op, { 'x-right': 'lifecycle' as const });
const conflict = (description: string, extra: Record<string, JsonObject> = {}) => ({
  409: { description, content: { 'application/json': { schema: object({ message: { type: 'string' }, ...extra }, ['message']) } } },
});

/** Releases: named sets of item changes that go live together, all or nothing. */
function addReleaseOperations(table: PathTable, kindIds: readonly string[]): void {
  table.add('post', API_BASE + releasePaths.list, lifecycle({
    operationId: 'releases.create', summary: 'Create a release', tags: [TAG],
    description: 'A new open release, optionally scheduled (`publish_at`: ISO 8601 with its offset, in the future). 400 naming the field for a name that is empty or over 200 characters, or a time that is not a date or is past.',
    requestBody: jsonBody(object({ name: { type: 'string', maxLength: 200 }, publish_at: INSTANT }, ['name'])),
    responses: { ...answer('Created.', object({ release: RELEASE }, ['release']), 201), ...refusals(400) },
  }));
  table.add('get', API_BASE + releasePaths.list, {
    operationId: 'releases.list', summary: 'Releases', tags: [TAG],
    description: 'The company\'s releases: open ones first, then past ones (published or failed) with their record.',
    responses: answer('The releases.', object({ releases: { type: 'array', items: RELEASE } }, ['releases'])),
  });
  table.add('get', API_BASE + releasePaths.one('{rid}'), {
    operationId: 'releases.get', summary: 'A release and its items', tags: [TAG], parameters: [RID],
    description: 'The release with each item as it is now: its changes, readiness and whether it can be published.',
    responses: { ...answer('The release.', DETAIL), ...refusals(404) },
  });
  table.add('delete', API_BASE + releasePaths.one('{rid}'), lifecycle({
    operationId: 'releases.delete', summary: 'Delete a release', tags: [TAG], parameters: [RID],
    description: 'Deletes an open release (its items stay as they are). A published or failed one keeps its record: 409.',
    responses: { ...answer('Deleted.'), ...refusals(404), ...conflict('The release is not open.') },
  }));
  table.add('post', API_BASE + releasePaths.items('{rid}'), lifecycle({
    operationId: 'releases.addItem', summary: 'Add an item to a release', tags: [TAG], parameters: [RID],
    description: 'Adds the item (or changes its action). An item belongs to one open release at a time: 409 naming the other. Needs the lifecycle right on the item\'s kind.',
    requestBody: jsonBody(object({ kind: { type: 'string', enum: [...kindIds] }, id: { type: 'integer' }, action: ACTION }, ['kind', 'id'])),
    responses: { ...answer('The release with its items.', DETAIL), ...refusals(400, 404), ...conflict('The item is in another open release (`release` names it), or this one is not open.', { release: object({ id: { type: 'integer' }, name: { type: 'string' } }) }) },
  }));
  table.add('delete', API_BASE + releasePaths.item('{rid}', '{kind}', '{id}'), lifecycle({
    operationId: 'releases.removeItem', summary: 'Remove an item from a release', tags: [TAG],
    parameters: [RID, { name: 'kind', in: 'path', required: true, description: 'The item\'s kind.', schema: { type: 'string', enum: [...kindIds] } }, idParam('id', 'The item\'s id.')],
    responses: { ...answer('The release with its items.', DETAIL), ...refusals(404), ...conflict('The release is not open.') },
  }));
  table.add('get', API_BASE + releasePaths.publish('{rid}'), lifecycle({
    operationId: 'releases.publish', summary: 'Publish a release', tags: [TAG], parameters: [RID],
    description: 'Publishes (or un-publishes) every item, all or nothing, in one transaction: each through the same checks as a single publish (the kind\'s publish rules, the lifecycle right on its kind; an archived item is refused; the working copy as it is now goes live). '
      + 'Visitors\' reads see all of it or none. If any item cannot go live: 409 with `items` naming each and why, and nothing changes. Each item\'s revision and live event are recorded as a single publish\'s; the release keeps its record.',
    responses: {
      ...answer('Published; the release\'s record.', object({ release: RELEASE }, ['release'])), ...refusals(404),
      ...conflict('Refused items (nothing published), or the release is not open or is empty.', {
        items: { type: 'array', items: object({ kind: { type: 'string' }, id: { type: 'integer' }, title: { type: 'string' }, reason: { type: 'string' } }, ['kind', 'id', 'title', 'reason']) },
      }),
    },
  }));
  table.add('post', API_BASE + releasePaths.schedule('{rid}'), lifecycle({
    operationId: 'releases.schedule', summary: 'Schedule a release', tags: [TAG], parameters: [RID],
    description: 'Sets (ISO 8601 with its offset, in the future) or clears (null) when the release goes live. It runs once, within seconds of its time, as the user who set it; a refusal publishes none of it and marks the release failed with the reason (also on `GET /schedule`).',
    requestBody: jsonBody(object({ publish_at: INSTANT }, ['publish_at'])),
    responses: { ...answer('Saved.', object({ release: RELEASE }, ['release'])), ...refusals(400, 404), ...conflict('The release is not open.') },
  }));
}

/** The releases' part of the document, for the kinds with a publish step (`kindIds`). */
export function releaseSection(kindIds: readonly string[]): PathSection {
  return {
    tags: [{ name: TAG, description: 'Named sets of changes that go live together, all or nothing: now, or at a scheduled time.' }],
    add: (table) => addReleaseOperations(table, kindIds),
  };
}
