import { defineKindServer } from '../../src/core/index.ts';
import { removeChildEndpoint } from '../../src/core/index.ts';
import { decodeStoryMultipart } from './storyMultipart.ts';

/** The story's server-only parts: the SPEC §7 multipart save and page removal. */
export default defineKindServer({
  decodeMultipart: decodeStoryMultipart,
  endpoints: [
    // SPEC §7: removes one page by its id, whichever story holds it; 409 naming the pages that point at it.
    removeChildEndpoint('/story-pages/remove/:id', 'story', '/pages', 'Successfully Deleted'),
  ],
});
