import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { EndpointError, type CompanyStore, type EndpointRequest } from '../../core/kindEndpoints.ts';
import type { AppEnv } from '../appEnv.ts';
import { HttpError } from '../errors/httpError.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requireKindRight } from '../auth/requireKindRight.ts';

/** Builds the company-scoped store a kind endpoint gets for one request (the caller's company only). */
export type CompanyStoreFor = (c: Context<AppEnv>) => CompanyStore;

/**
 * Mounts every kind's own `endpoints` (the escape hatch for calls a declaration cannot express).
 * An endpoint sees params, query, a JSON body and a company-scoped store — never SQL, never another
 * company. EndpointError answers its status with `{ message }`; the SPEC §7 envelope wraps the rest.
 * Each endpoint declares the right it needs (the registry refuses one that declares none).
 */
export function endpointRoutes(registry: KindRegistry, storeFor: CompanyStoreFor) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds) {
    for (const ep of kind.server?.endpoints ?? []) {
      const handler = async (c: Context<AppEnv>) => {
        const req: EndpointRequest = {
          params: c.req.param() as Record<string, string>,
          query: c.req.query(),
          body: ep.method === 'POST' ? await readJsonObject(c) : undefined,
        };
        try {
          const out = await ep.handle(req, storeFor(c));
          const status = out.status ?? 200;
          return c.json({ code: status, status: 'success', ...(out.message ? { message: out.message } : {}), ...(out.data !== undefined ? { data: out.data } : {}) }, status as 200);
        } catch (err) {
          if (err instanceof EndpointError) throw new HttpError(err.status as 400, err.message, err.extra);
          throw err;
        }
      };
      // The right the endpoint declares, on its own kind, before its body is read; `read` is open to every role.
      const guard = ep.right === 'read' ? (_c: Context<AppEnv>, next: () => Promise<void>) => next() : requireKindRight(kind, ep.right);
      if (ep.method === 'GET') app.get(ep.path, guard, handler);
      else app.post(ep.path, guard, handler);
    }
  }
  return app;
}
