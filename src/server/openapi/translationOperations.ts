import { answer, idParam, jsonBody, object, queryParam, refusals, type Parameter, type PathSection } from './openApiTypes.ts';

const STATE = { type: 'string', enum: ['complete', 'missing', 'stale'] };
const CHILD = object({ position: { type: 'integer', description: 'Its place in its list, from 1.' }, title: { type: 'string' } }, ['position']);
const GAPS = {
  state: STATE, missing: { type: 'array', items: { type: 'string' } }, stale: { type: 'array', items: { type: 'string' } },
  children: { type: 'object', description: 'The keyed children the paths pass through (`pages/55`), by position and title, to name them as the author knows them.', additionalProperties: CHILD },
};

/** The translation state of a client's content (translationRoutes), for the kinds with translatable fields. */
export function translationSection(translatable: readonly string[]): PathSection {
  const kind: Parameter = { name: 'kind', in: 'path', required: true, description: 'A kind with translatable fields (as the caller\'s client has it).', schema: { type: 'string', enum: [...translatable] } };
  const tags = ['Translations'];
  return {
    tags: [{ name: 'Translations', description: 'What is translated into the client\'s other languages, and what is missing or out of date.' }],
    add(table) {
      table.add('get', '/api/translations', {
        operationId: 'translations.matrix', summary: 'Kinds × languages: how many items are complete, missing or stale', tags,
        responses: answer('The matrix.', object({ base: { type: 'string' }, languages: { type: 'array', items: { type: 'string' } }, kinds: { type: 'array', items: { type: 'object' } } })),
      });
      table.add('get', '/api/translations/{kind}', {
        operationId: 'translations.kind', summary: 'One kind\'s items in one language', tags,
        parameters: [kind, queryParam('language', 'One of the client\'s languages besides the base.', { type: 'string' }, true)],
        responses: { ...answer('The items with their state.', object({ items: { type: 'array', items: object({ id: { type: 'integer' }, title: { type: 'string' }, ...GAPS }) } })), ...refusals(400, 404) },
      });
      table.add('get', '/api/translations/{kind}/{id}', {
        operationId: 'translations.item', summary: 'One item in every language', tags,
        parameters: [kind, idParam('id', 'An item of that kind.')],
        responses: { ...answer('The item\'s state per language.', object({ languages: { type: 'array', items: object({ language: { type: 'string' }, ...GAPS }) } })), ...refusals(404) },
      });
      table.add('post', '/api/translations/purge', {
        operationId: 'translations.purge', summary: 'Delete every translation into a language the client no longer offers', tags, 'x-right': 'manage',
        requestBody: jsonBody(object({ language: { type: 'string' }, confirm: { const: true } }, ['language', 'confirm'])),
        responses: { ...answer('How many were purged.', object({ purged: { type: 'integer' } })), ...refusals(400) },
      });
    },
  };
}
