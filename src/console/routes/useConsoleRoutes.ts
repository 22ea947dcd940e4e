import { useRegistry } from '../registry/RegistryContext.tsx';
import { consoleRoutes, type ConsoleRoutes } from './consoleRoutes.ts';

/** The console's route table for the running registry (its own routes and the kinds'). */
export function useConsoleRoutes(): ConsoleRoutes {
  return consoleRoutes(useRegistry().kinds);
}
