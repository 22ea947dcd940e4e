import { createContext, useContext, type ReactNode } from 'react';
import type { $Fetch } from 'ofetch';
import type { Notify } from '../notices/notices.ts';

/** Things built once at start-up that components call: the API client and the notifier. */
export interface Services {
  http: $Fetch;
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
