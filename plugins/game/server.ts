import { defineKindServer } from '../../src/core/index.ts';
import { removeChildEndpoint } from '../../src/core/index.ts';

/** The game's server-only parts: the SPEC §7 challenge removal. */
export default defineKindServer({
  endpoints: [
    // SPEC §7: removes one challenge by its id, whichever game holds it.
    removeChildEndpoint('/challenges/remove/:id', 'game', '/q_as', 'Challenge Successfully Deleted'),
  ],
});
