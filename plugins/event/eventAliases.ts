import type { RelationOperation } from '../../src/core/index.ts';

/**
 * SPEC §7's "as event" calls for one kind of content: `/{name}-as-event/{item}/{event}` links, and
 * `/{action}-{name}-as-event/{linkId}` removes or changes one link (`story`, `form`; games say `games`).
 */
export function asEventAliases(name: string): Partial<Record<RelationOperation, string>> {
  return {
    link: `/${name}-as-event/:target/:owner`,
    remove: `/remove-${name}-as-event/:link`,
    publish: `/publish-${name}-as-event/:link`,
    'un-publish': `/un-publish-${name}-as-event/:link`,
    archive: `/archive-${name}-as-event/:link`,
    'un-archive': `/un-archive-${name}-as-event/:link`,
  };
}
