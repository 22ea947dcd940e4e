import { defineKindServer } from '../../../../src/core/index.ts';
import { defineEndpoint } from '../../../../src/core/index.ts';

/** The test tour's server-only part: its own page removal call. */
export default defineKindServer({
  endpoints: [
    defineEndpoint({
      method: 'GET',
      // Removing a page changes the tour: a write of the kind.
      right: 'write',
      path: '/tour-pages/remove/:id',
      async handle(req, store) {
        const owner = await store.removeChild('tk_tour', '/pages', Number(req.params.id));
        return { message: 'Page Successfully Deleted', data: owner };
      },
    }),
  ],
});
