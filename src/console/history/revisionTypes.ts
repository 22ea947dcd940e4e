import type { RevisionSummary as WireRevisionSummary } from '../../core/revisionWire.ts';

/** The revision calls' wire types, shared with the server (src/core/revisionWire.ts). */
export type { RevisionComparison, RevisionDetail, RevisionPage } from '../../core/revisionWire.ts';

/** One entry of an item's history; a review step (issue 32) carries the comment given with it (null: none). */
export type RevisionSummary = WireRevisionSummary & { comment?: string | null };
