import { answer, jsonBody, object, plainAnswer, refusals, type PathSection } from './openApiTypes.ts';

/** Sign-in, sign-out, the caller's user and company, tab types and the health check (sessionRoutes, healthRoutes). */
export const sessionSection: PathSection = {
  tags: [{ name: 'Session', description: 'Signing in and out, and what the console loads first.' }],
  add(table) {
    const tags = ['Session'];
    table.add('get', '/api/health', {
      operationId: 'health', summary: 'Health check for load balancers', tags, security: [],
      responses: { ...plainAnswer('The server and its database answer.', object({ status: { const: 'ok' } })), '503': { $ref: '#/components/responses/Error' } },
    });
    table.add('post', '/api/login', {
      operationId: 'login', summary: 'Sign in with e-mail and password', tags, security: [],
      requestBody: jsonBody(object({ email: { type: 'string' }, password: { type: 'string' } }, ['email', 'password'])),
      responses: {
        ...plainAnswer(
          'A session token for `Authorization: Bearer <token>`. The console sends `x-session-cookie: 1` instead and gets its session as cookies, without a token in the answer: `tb_token` (HttpOnly) and `tb_csrf`, whose value it sends as `x-csrf-token` on every call (a cookie-authenticated call without it answers 403).',
          object({ access_token: { type: 'string' }, token_type: { enum: ['Bearer', 'cookie'] }, expires_in: { type: 'integer' } }, ['token_type']),
        ),
        ...refusals(400, 403), '401': { $ref: '#/components/responses/Unauthorized' }, ...refusals(429),
      },
    });
    table.add('post', '/api/logout', {
      operationId: 'logout', summary: 'Sign out (the session token stops working)', tags,
      responses: answer('Signed out.'),
    });
    table.add('post', '/api/user/web', {
      operationId: 'currentUser', summary: 'The signed-in user, their company, its client settings and schema patches', tags,
      responses: answer('What the console needs at start.', object({
        user: object({ id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' }, roles: { type: 'array', items: { type: 'string' } } }),
        company: object({ id: { type: 'integer' }, slug: { type: 'string' }, name: { type: 'string' } }),
        user_setting: { type: 'object' },
        schema_patches: { type: 'object', description: 'The client\'s variant choice and merge patches, by kind id.' },
      })),
    });
    table.add('get', '/api/tab_types', {
      operationId: 'tabTypes', summary: 'The console\'s tab types', tags, security: [],
      responses: plainAnswer('The tab types.', object({ code: { type: 'integer' }, status: { type: 'string' }, tab_types: { type: 'array', items: object({ id: { type: 'integer' }, name: { type: 'string' } }) } })),
    });
    table.add('get', '/api/openapi.json', {
      operationId: 'openapi', summary: 'This document, with the kinds\' schemas as the caller\'s client has them', tags,
      responses: plainAnswer('An OpenAPI 3.1 document.', { type: 'object' }),
    });
    table.add('get', '/api/companies', {
      operationId: 'company', summary: 'The caller\'s company: name and contact details', tags,
      responses: answer('The company, as the one item of a list.', object({ items: { type: 'array', items: object({ name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' }, address: { type: 'string' } }) } })),
    });
  },
};
