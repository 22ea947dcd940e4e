import { Hono } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import type { OpenApiDocuments } from './createOpenApiDocuments.ts';

/** `GET /openapi.json`: the API's OpenAPI 3.1 document as the caller's client sees it (any signed-in user). */
export function openApiRoutes(docs: OpenApiDocuments) {
  const app = new Hono<AppEnv>();
  app.get('/openapi.json', (c) => {
    // Per client, and it lists that client's schemas: a shared cache must not keep it.
    c.header('cache-control', 'private, no-cache');
    c.header('content-type', 'application/json; charset=utf-8');
    return c.body(docs.forClient(c.get('user').companySlug));
  });
  return app;
}
