import { answer, idParam, jsonBody, object, queryParam, refusals, type PathSection } from './openApiTypes.ts';

/** Zone lint and saved walk simulations (zoneLintRoutes, simulationRoutes). */
export function walkSection(kindIds: readonly string[]): PathSection {
  const kind = (required: boolean, description: string) => queryParam('kind', description, { type: 'string', enum: [...kindIds] }, required);
  const itemId = queryParam('id', 'An item of that kind.', { type: 'integer', minimum: 1 });
  const sid = idParam('sid', 'Id of a saved simulation of the company\'s.');
  const tags = ['Walk'];
  return {
    tags: [{ name: 'Walk', description: 'What fires as visitors walk: trigger-zone findings and saved walk simulations.' }],
    add(table) {
      table.add('get', '/api/zone-lint', {
        operationId: 'zoneLint', summary: 'Trigger-zone findings at a walker\'s GPS accuracy', tags,
        parameters: [
          queryParam('accuracy', 'GPS accuracy in metres (5–65, default 20).', { type: 'number' }),
          queryParam('maxLeg', 'Longest leg between stops in metres (10–100000, default 2000).', { type: 'number' }),
          kind(false, 'Only findings about this kind.'), itemId,
        ],
        responses: { ...answer('The findings, each with its sentence.', object({ accuracy: { type: 'number' }, maxLeg: { type: 'number' }, findings: { type: 'array', items: { type: 'object' } } })), ...refusals(400, 404) },
      });
      table.add('get', '/api/simulations', {
        operationId: 'simulations.list', summary: 'A subject\'s saved simulations, newest first (without paths and events)', tags,
        parameters: [kind(true, 'The kind simulated.'), { ...itemId, description: 'The item simulated; absent: the kind\'s whole-list simulations.' }],
        responses: { ...answer('The simulations.', object({ simulations: { type: 'array', items: { type: 'object' } } })), ...refusals(400, 404) },
      });
      table.add('post', '/api/simulations', {
        operationId: 'simulations.save', summary: 'Save a walk simulation', tags, 'x-right': 'write',
        requestBody: jsonBody(object({ kind: { type: 'string', enum: [...kindIds] }, id: { type: 'integer' }, name: { type: 'string' }, input: { type: 'object' }, events: { type: 'array', items: { type: 'object' } } }, ['kind', 'name', 'input', 'events'])),
        responses: { ...answer('The saved simulation.', object({ simulation: { type: 'object' } }), 201), ...refusals(400, 404) },
      });
      table.add('get', '/api/simulations/{sid}', {
        operationId: 'simulations.get', summary: 'One saved simulation, whole', tags, parameters: [sid],
        responses: { ...answer('The simulation.', object({ simulation: { type: 'object' } })), ...refusals(404) },
      });
      table.add('delete', '/api/simulations/{sid}', {
        operationId: 'simulations.delete', summary: 'Delete a saved simulation', tags, parameters: [sid], 'x-right': 'write',
        responses: { ...answer('Deleted.'), ...refusals(404) },
      });
    },
  };
}
