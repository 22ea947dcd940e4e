import { API_BASE } from '../../core/apiConventions.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { SCHEDULE_WINDOW_DAYS, schedulePaths } from '../../core/scheduleWire.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { USER_REF } from './commonComponents.ts';
import { itemSchema, kindIdParam } from './kindOperations.ts';
import { itemLabel } from './kindTags.ts';
import { answer, jsonBody, object, queryParam, refusals, type Operation, type PathTable } from './openApiTypes.ts';

const INSTANT = { type: ['string', 'null'], format: 'date-time' };

const BODY = object({
  publish_at: { ...INSTANT, description: 'When to publish (the working copy as it is then, through the kind\'s publish rules): ISO 8601 with its offset, in the future; null clears it; left out, it stays as it is.' },
  unpublish_at: { ...INSTANT, description: 'When to un-publish: likewise; after `publish_at` when both are set.' },
});

const ENTRY = object({
  target: { type: 'string', enum: ['item', 'release'], description: 'What the action is on: an item, or a release (then `kind` is null and `id` is the release\'s).' },
  kind: { type: ['string', 'null'], description: 'The item\'s kind id.' },
  id: { type: 'integer' },
  title: { type: 'string' },
  action: { type: 'string', enum: ['publish', 'unpublish'] },
  at: { type: 'string', format: 'date-time', description: 'When it runs (or ran).' },
  set_by: USER_REF,
  state: { type: 'string', enum: ['pending', 'done', 'failed'] },
  error: { type: ['string', 'null'], description: 'Why a failed one did not happen, in the UI language of who set it; null otherwise.' },
}, ['target', 'kind', 'id', 'title', 'action', 'at', 'set_by', 'state', 'error']);

/** Scheduled publishing: each publishable kind's schedule call, under the kind's tag, and the company's schedule under Overview. */
export function addScheduleOperations(table: PathTable, registry: KindRegistry, tags: ReadonlyMap<string, string>): void {
  for (const kind of registry.kinds.filter(hasPublishStep)) {
    const op: Operation = {
      operationId: `${kind.id}.schedule`, summary: `${itemLabel(kind)}: schedule publishing`, tags: [tags.get(kind.id)!],
      description: 'Sets or clears when the item is published and un-published. Each runs within seconds of its time, once, as the user who set it '
        + '(a publish rule that refuses it is not overruled: the item stays as it was and `schedule_error` says why); a time that passed while the server was down runs at its start. '
        + 'A past time, an `unpublish_at` not after `publish_at` or a value that is not a date is refused with 400 naming the field. The document and its version stay as they are.',
      parameters: [kindIdParam(kind)],
      requestBody: jsonBody(BODY),
      responses: { ...answer('Saved; the item with its schedule.', itemSchema(kind)), ...refusals(400, 403, 404) },
    };
    table.add('post', API_BASE + schedulePaths.item(kind.api, '{id}'), Object.assign(op, { 'x-right': 'lifecycle' }));
  }
  table.add('get', API_BASE + schedulePaths.company, {
    operationId: 'schedule', summary: 'Scheduled publishing', tags: ['Overview'],
    description: `The caller's company's scheduled actions due in [from, to), soonest first: pending, done and failed (with the reason). Default: ${SCHEDULE_WINDOW_DAYS.back} days back to ${SCHEDULE_WINDOW_DAYS.ahead} days ahead.`,
    parameters: [
      queryParam('from', 'ISO 8601 instant with its offset.', { type: 'string', format: 'date-time' }),
      queryParam('to', 'ISO 8601 instant with its offset.', { type: 'string', format: 'date-time' }),
    ],
    responses: { ...answer('The schedule.', object({ from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' }, schedule: { type: 'array', items: ENTRY } }, ['from', 'to', 'schedule'])), ...refusals(400) },
  });
}
