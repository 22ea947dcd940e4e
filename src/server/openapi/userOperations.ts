import { answer, idParam, jsonBody, object, refusals, schemaRef, type PathSection } from './openApiTypes.ts';

const userId = idParam('id', 'Id of a user of the caller\'s company.');
const RESET = object({ user: schemaRef('User'), revoked: { type: 'integer', description: 'Sessions ended.' }, set_password_url: { type: 'string' } });

/** A company's users for its admins, and the public one-time set-password link (userRoutes). */
export const userSection: PathSection = {
  tags: [{ name: 'Users', description: 'The company\'s users (admins only) and one-time set-password links.' }],
  add(table) {
    const tags = ['Users'];
    table.add('get', '/api/users', {
      operationId: 'users.list', summary: 'List the company\'s users', tags,
      responses: { ...answer('The users.', { type: 'array', items: schemaRef('User') }), ...refusals(403) },
    });
    table.add('post', '/api/users', {
      operationId: 'users.create', summary: 'Add a user (with a password, or a one-time set-password link)', tags,
      requestBody: jsonBody(object({ email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } }, ['email'])),
      responses: { ...answer('The user, and the link when no password was given.', object({ user: schemaRef('User'), set_password_url: { type: 'string' } }), 201), ...refusals(400, 403, 409) },
    });
    table.add('post', '/api/users/{id}/reset-password', {
      operationId: 'users.reset-password', summary: 'Set a user\'s password, or replace it by a new set-password link; their sessions end', tags,
      parameters: [userId],
      requestBody: jsonBody(object({ password: { type: 'string' } }), false),
      responses: { ...answer('The user, the sessions ended and the link when no password was given.', RESET), ...refusals(400, 403, 404) },
    });
    const removed = { ...answer('The user is gone; their sessions ended.', object({ id: { type: 'integer' }, revoked: { type: 'integer' } })), ...refusals(400, 403, 404, 409) };
    table.add('post', '/api/users/remove/{id}', { operationId: 'users.remove', summary: 'Remove a user', tags, parameters: [userId], responses: removed });
    table.add('delete', '/api/users/{id}', { operationId: 'users.delete', summary: 'Remove a user (as `POST /api/users/remove/{id}`)', tags, parameters: [userId], responses: removed });
    const token = { name: 'token', in: 'path' as const, required: true, description: 'The token of a set-password link.', schema: { type: 'string' } };
    table.add('get', '/api/password-link/{token}', {
      operationId: 'passwordLink.get', summary: 'Whose set-password link this is', tags, security: [], parameters: [token],
      responses: { ...answer('The user\'s e-mail.', object({ email: { type: 'string' } })), ...refusals(404) },
    });
    table.add('post', '/api/password-link/{token}', {
      operationId: 'passwordLink.use', summary: 'Set a password with a one-time link', tags, security: [], parameters: [token],
      requestBody: jsonBody(object({ password: { type: 'string' } }, ['password'])),
      responses: { ...answer('The password is set.', object({ email: { type: 'string' } })), ...refusals(400, 404) },
    });
  },
};
