import { answer, idParam, object, queryParam, refusals, type PathSection } from './openApiTypes.ts';

const listOf = (props: Record<string, object>) => ({ type: 'array', items: { type: 'object', properties: props } });

/** The dashboard (overviewRoutes), the company's persons (personRoutes) and the services reached through the server (integrationRoutes). */
export const overviewSection: PathSection = {
  tags: [
    { name: 'Overview', description: 'The Info/Dashboard screen\'s one call.' },
    { name: 'Persons', description: 'The company\'s persons (imported from CSV).' },
    { name: 'Integrations', description: 'Place search, video and map settings, reached through the server so the browser needs no third-party key.' },
  ],
  add(table) {
    table.add('get', '/api/overview', {
      operationId: 'overview', summary: 'Counts by state, recent activity, readiness faults and what is coming up', tags: ['Overview'],
      responses: answer('The overview.', object({
        counts: { type: 'array', items: { type: 'object' } }, recent: { type: 'array', items: { type: 'object' } }, activity: { type: 'array', items: { type: 'object' } },
        faults: { type: 'array', items: { type: 'object' } }, faultCount: { type: 'integer' }, scheduled: { type: 'array', items: { type: 'object' } },
      })),
    });
    table.add('get', '/api/person', {
      operationId: 'persons.list', summary: 'The company\'s persons', tags: ['Persons'],
      responses: answer('The persons.', object({ items: listOf({ id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } }) })),
    });
    table.add('post', '/api/person/import/csv', {
      operationId: 'persons.import', summary: 'Import persons from a CSV file (UTF-8)', tags: ['Persons'], 'x-right': 'manage',
      requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentEncoding: 'binary' } } } } } },
      responses: { ...answer('How many were imported, and the rows refused with why.', { type: 'object' }), ...refusals(400, 413, 415) },
    });
    const tags = ['Integrations'];
    table.add('get', '/api/geocode', {
      operationId: 'geocode', summary: 'Search for a place', tags,
      description: 'When the place search service cannot answer, the search is refused (not answered with no places): 502 or 504 with a `message` saying search is unavailable and why, in the accept-language, and `reason` `timeout`, `unreachable` or `badAnswer`; 503 with `reason` `notConfigured` on a server run without one (`GEOCODER_URL=off`).',
      parameters: [queryParam('q', '2–200 characters.', { type: 'string', minLength: 2, maxLength: 200 }, true), queryParam('limit', '1–10, default 5.', { type: 'integer', minimum: 1, maximum: 10 })],
      responses: { ...answer('The places found.', object({ places: listOf({ label: { type: 'string' }, latitude: { type: 'number' }, longitude: { type: 'number' } }) })), ...refusals(400, 502) },
    });
    table.add('get', '/api/vimeo-config/{id}', {
      operationId: 'vimeoConfig', summary: 'A Vimeo video\'s player configuration', tags,
      parameters: [idParam('id', 'The Vimeo video id.')],
      responses: { ...answer('Vimeo\'s answer as it is.', { type: 'object' }), ...refusals(400, 502) },
    });
    table.add('get', '/api/map-config', {
      operationId: 'mapConfig', summary: 'Map tiles, style, attribution and default centre', tags,
      responses: answer('The map settings.', object({ tiles: { type: 'string' }, style_url: { type: ['string', 'null'] }, attribution: { type: 'string' }, default_center: object({ latitude: { type: 'number' }, longitude: { type: 'number' } }) })),
    });
  },
};
