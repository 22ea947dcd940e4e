import { createContext, useContext, type ReactNode } from 'react';
import type { $Fetch } from 'ofetch';
import type { Notify } from '../notices/notices.ts';

/** Things built once at start-up that components call: the API clients and the notifier. */
export interface Services {
  /** Main client: token and language headers, server messages as toasts, 401 ends the session. */
  http: $Fetch;
  /** Secondary client: 5 s time-out, no headers, generic failure message (SPEC §7). */
  plainHttp: $Fetch;
  notify: Notify;
  dismiss(id: number): void;
}

const ServicesContext = createContext<Services | null>(null);

/** Provides the start-up services. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The start-up services; throws outside the provider. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
