import { api, type ApiClient } from './api.ts';
import type { TestCompany } from './kindRegistry.ts';
import type { TestServer } from './startServer.ts';

/** Signed-in API clients of a server, one per test company, each signed in on first use. */
export interface CompanyClients {
  of(company: Pick<TestCompany, 'slug' | 'email' | 'password'>): Promise<ApiClient>;
  /** Forgets every client (after a restart the next `of` signs in again). */
  reset(): void;
}

/** Clients of the server `serverOf()` answers (read lazily: a test's server starts in a hook). */
export function companyClients(serverOf: () => TestServer): CompanyClients {
  const clients = new Map<string, Promise<ApiClient>>();
  return {
    of(company) {
      let c = clients.get(company.slug);
      if (!c) {
        const server = serverOf();
        c = server.login(company.email, company.password).then((token) => api(server, token));
        clients.set(company.slug, c);
      }
      return c;
    },
    reset: () => clients.clear(),
  };
}
