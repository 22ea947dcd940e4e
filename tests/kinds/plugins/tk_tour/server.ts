import { defineKindServer } from '../../../../src/core/index.ts';
import { defineEndpoint, EndpointError } from '../../../../src/core/index.ts';

/** The test tour's server-only parts: its own page removal call, and a call that writes another kind (its venue's city). */
export default defineKindServer({
  endpoints: [
    defineEndpoint({
      method: 'GET',
      right: 'write',
      path: '/tour-pages/remove/:id',
      async handle(req, store) {
        const owner = await store.removeChild('tk_tour', '/pages', Number(req.params.id));
        return { message: 'Page Successfully Deleted', data: owner };
      },
    }),
    // A tour's call that saves a venue: the store holds it to the caller's right on venues, not on tours.
    defineEndpoint({
      method: 'POST',
      right: 'write',
      path: '/tour-venue-city',
      async handle(req, store) {
        const { tour: tourId, city } = req.body ?? {};
        if (typeof tourId !== 'number' || typeof city !== 'string') throw new EndpointError(400, 'Send the tour (its id) and the city.');
        const tour = await store.get('tk_tour', tourId);
        if (!tour) throw new EndpointError(404, 'This tour was not found.');
        const venue = typeof tour.venue_id === 'number' ? await store.get('tk_venue', tour.venue_id) : undefined;
        if (!venue) throw new EndpointError(409, 'This tour has no venue.');
        const { id, version, title, latitude, longitude } = venue;
        const saved = await store.update('tk_venue', id, { title, city, ...(latitude === undefined ? {} : { latitude, longitude }) }, version);
        return { message: 'Venue Successfully Updated', data: saved };
      },
    }),
  ],
});
