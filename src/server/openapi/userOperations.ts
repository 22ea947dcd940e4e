import { ROLES } from '../../core/roles.ts';
import { answer, idParam, jsonBody, object, refusals, schemaRef, type PathSection } from './openApiTypes.ts';

const userId = idParam('id', 'Id of a user of the caller\'s company.');
const ROLE = { type: 'string', enum: [...ROLES], description: 'admin, editor, author, translator or viewer (README: roles).' };
const KINDS = { type: ['array', 'null'], items: { type: 'string' }, description: 'Kind ids the user may change (a non-empty list without repeats); null or absent: every kind.' };
const LANGUAGES = {
  type: ['array', 'null'], items: { type: 'string' },
  description: 'Translators only: the company\'s non-base content languages they may write (a non-empty list); null: every one. Any other role: leave out or null.',
};
const RESET = object({ user: schemaRef('User'), revoked: { type: 'integer', description: 'Sessions ended.' }, set_password_url: { type: 'string' } });

/** A company's users for its admins, and the public one-time set-password link (userRoutes). */
export const userSection: PathSection = {
  tags: [{ name: 'Users', description: 'The company\'s users (admins only) and one-time set-password links.' }],
  add(table) {
    const tags = ['Users'];
    const manage = { tags, 'x-right': 'manage' as const };
    table.add('get', '/api/users', {
      operationId: 'users.list', summary: 'List the company\'s users, with their roles and limits', ...manage,
      responses: { ...answer('The users.', { type: 'array', items: schemaRef('User') }), ...refusals(403) },
    });
    table.add('post', '/api/users', {
      operationId: 'users.create', summary: 'Add a user (with a password, or a one-time set-password link)', ...manage,
      description: 'Without a role the user is a viewer (least privilege). An e-mail is unique within the company (409); an address another company uses is added like any other: '
        + 'each account has its own password, and sign-in finds the account by e-mail and password.',
      requestBody: jsonBody(object({ email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, role: ROLE, kinds: KINDS, languages: LANGUAGES }, ['email', 'name'])),
      responses: { ...answer('The user, and the link when no password was given.', object({ user: schemaRef('User'), set_password_url: { type: 'string' } }), 201), ...refusals(400, 403, 409) },
    });
    table.add('post', '/api/users/{id}', {
      operationId: 'users.update', summary: 'Change a user\'s name, role, kinds or languages', ...manage,
      description: 'Only what the body names changes; a user who stops being a translator loses their languages. '
        + 'The user\'s open sessions answer by the new role on their next call. The last admin of a company stays an admin (409).',
      parameters: [userId],
      requestBody: jsonBody(object({ name: { type: 'string' }, role: ROLE, kinds: KINDS, languages: LANGUAGES })),
      responses: { ...answer('The user as changed.', object({ user: schemaRef('User') })), ...refusals(400, 403, 404, 409) },
    });
    table.add('post', '/api/users/{id}/reset-password', {
      operationId: 'users.reset-password', summary: 'Set a user\'s password, or replace it by a new set-password link; their sessions end', ...manage,
      parameters: [userId],
      requestBody: jsonBody(object({ password: { type: 'string' } }), false),
      responses: { ...answer('The user, the sessions ended and the link when no password was given.', RESET), ...refusals(400, 403, 404) },
    });
    const removed = { ...answer('The user is gone; their sessions ended.', object({ id: { type: 'integer' }, revoked: { type: 'integer' } })), ...refusals(400, 403, 404, 409) };
    table.add('post', '/api/users/remove/{id}', { operationId: 'users.remove', summary: 'Remove a user', ...manage, parameters: [userId], responses: removed });
    table.add('delete', '/api/users/{id}', { operationId: 'users.delete', summary: 'Remove a user (as `POST /api/users/remove/{id}`)', ...manage, parameters: [userId], responses: removed });
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
