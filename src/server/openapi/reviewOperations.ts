import { API_BASE } from '../../core/apiConventions.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { REVIEW_COMMENT_MAX, reviewPaths } from '../../core/reviewWire.ts';
import type { Right } from '../../core/roles.ts';
import { reviewableKinds } from '../review/reviewRoutes.ts';
import { USER_REF } from './commonComponents.ts';
import { itemSchema, kindIdParam } from './kindOperations.ts';
import { itemLabel } from './kindTags.ts';
import { answer, object, queryParam, refusals, type Operation, type PathTable } from './openApiTypes.ts';

/** The operation marked with the right its route checks (`x-right`), which the document's post-pass words as roles. */
const needing = (right: Right, op: Operation): Operation => Object.assign(op, { 'x-right': right });

const ENTRY = object({
  kind: { type: 'string', description: 'The item\'s kind id.' },
  id: { type: 'integer' },
  title: { type: 'string' },
  submitted_by: USER_REF,
  submitted_at: { type: 'string', format: 'date-time' },
  changed: { type: 'array', items: { type: 'string' }, description: 'Top-level fields changed since the item was last published (every field with a value when it never was).' },
  from: { type: ['integer', 'null'], description: 'n of the revision that last published it (null: never published).' },
  to: { type: 'integer', description: 'n of its newest revision.' },
  compare: { type: ['string', 'null'], description: 'History\'s comparison of that pair under the API base (`/{x}/{id}/revisions/compare?from=…&to=…`); null when never published.' },
  has_changes: { type: 'boolean', description: 'True: changes to a live item (its working copy against what visitors get; publishing them approves them); false: a first publication.' },
  changed_languages: { type: 'array', items: { type: 'string' }, description: 'The content languages whose working copy differs from the published version ([] for a first publication).' },
}, ['kind', 'id', 'title', 'submitted_by', 'submitted_at', 'changed', 'from', 'to', 'compare', 'has_changes', 'changed_languages']);

/** The review step's calls: each reviewable kind's submit and return, under the kind's tag, and the company's queue under Overview. */
export function addReviewOperations(table: PathTable, registry: KindRegistry, tags: ReadonlyMap<string, string>): void {
  for (const kind of reviewableKinds(registry)) {
    const one = itemLabel(kind);
    const id = kindIdParam(kind);
    const item = itemSchema(kind);
    table.add('get', API_BASE + reviewPaths.submit(kind.api, '{id}'), needing('submitReview', {
      operationId: `${kind.id}.submit-review`, summary: `${one}: submit for review`, tags: [tags.get(kind.id)!],
      description: 'Puts the item in review (`review.state` `submitted`) for an editor to publish or return; recorded in its History. Its document and version stay as they are.',
      parameters: [id],
      responses: { ...answer('Submitted; the item as it is now.', item), ...refusals(403, 404, 409) },
    }));
    table.add('get', API_BASE + reviewPaths.return(kind.api, '{id}'), needing('decideReview', {
      operationId: `${kind.id}.return-review`, summary: `${one}: return to the author`, tags: [tags.get(kind.id)!],
      description: 'Sends an item waiting for review back (`review.state` `returned`) with an optional comment; recorded in its History with the comment. Publishing the item instead ends the review.',
      parameters: [id, queryParam('comment', `What the author should change; at most ${REVIEW_COMMENT_MAX} characters.`, { type: 'string', maxLength: REVIEW_COMMENT_MAX })],
      responses: { ...answer('Returned; the item as it is now.', item), ...refusals(400, 403, 404, 409) },
    }));
  }
  table.add('get', API_BASE + reviewPaths.queue, {
    operationId: 'reviews', summary: 'Items waiting for review', tags: ['Overview'],
    description: 'The caller\'s company\'s items submitted for review, oldest submission first, with what changed since each was last published.',
    responses: answer('The queue.', object({ reviews: { type: 'array', items: ENTRY } })),
  });
}
