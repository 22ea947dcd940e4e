import { answer, idParam, jsonBody, object, refusals, schemaRef, type PathSection } from './openApiTypes.ts';

/** The client's settings (settingsRoutes) and its delivery API keys (apiKeyRoutes, admins only). */
export const settingsSection: PathSection = {
  tags: [{ name: 'Settings', description: 'The client\'s settings and its delivery API keys.' }],
  add(table) {
    const tags = ['Settings'];
    table.add('get', '/api/settings', {
      operationId: 'settings.get', summary: 'The client\'s settings (colours, languages, tabs, time zone)', tags,
      responses: answer('The settings.', { type: 'object' }),
    });
    table.add('post', '/api/settings', {
      operationId: 'settings.update', summary: 'Change the client\'s settings (top-level keys replace)', tags, 'x-right': 'manage',
      requestBody: jsonBody({ type: 'object', description: 'The settings to change; the base language stays first.' }),
      responses: { ...answer('The settings as stored.', { type: 'object' }), ...refusals(400, 403) },
    });
    table.add('get', '/api/settings/api-keys', {
      operationId: 'apiKeys.list', summary: 'List the delivery API keys, newest first (revoked ones too)', tags, 'x-right': 'manage',
      responses: { ...answer('The keys; never their secrets.', object({ keys: { type: 'array', items: schemaRef('ApiKeySummary') } })), ...refusals(403) },
    });
    table.add('post', '/api/settings/api-keys', {
      operationId: 'apiKeys.create', summary: 'Create a delivery API key (its secret is shown this once)', tags, 'x-right': 'manage',
      requestBody: jsonBody(object({ name: { type: 'string', minLength: 1, maxLength: 80 } }, ['name'])),
      responses: { ...answer('The key and its secret `tbk_…`.', object({ key: schemaRef('ApiKeySummary'), secret: { type: 'string' } }), 201), ...refusals(400, 403) },
    });
    table.add('post', '/api/settings/api-keys/{id}/revoke', {
      operationId: 'apiKeys.revoke', summary: 'Revoke a delivery API key (at once; again is harmless)', tags, 'x-right': 'manage',
      parameters: [idParam('id', 'Id of one of the company\'s keys.')],
      responses: { ...answer('The key, revoked.', object({ key: schemaRef('ApiKeySummary') })), ...refusals(403, 404) },
    });
  },
};
