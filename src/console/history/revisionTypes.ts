/** The revision calls' wire types, shared with the server (src/core/revisionWire.ts). */
export type { RevisionComparison, RevisionDetail, RevisionPage, RevisionSummary } from '../../core/revisionWire.ts';
