import type { KindRecord } from './kindTypes.ts';
import type { KindEndpoint } from './kindEndpoints.ts';

/**
 * A kind's server-only parts, in `plugins/<id>/server.ts` (its default export): the server loads that
 * module beside the kind's index, the console never does, so none of it reaches the browser bundle.
 */
export interface KindServer {
  /** The few calls a declaration cannot express, handed a company-scoped store only. */
  endpoints?: readonly KindEndpoint[];
  /**
   * Reshapes a multipart body (SPEC §7: story save, older station create) into the kind's record. It
   * gets the fields with bracket names already nested (`pages[0][page_title]` → `pages[0].page_title`,
   * stored file names in place of files); text is still text (the schema's types are applied after).
   */
  decodeMultipart?(nested: KindRecord): KindRecord;
}

/** Typing helper for `plugins/<id>/server.ts`: returns its argument. */
export function defineKindServer(server: KindServer): KindServer {
  return server;
}
