import { OWN_ROUTES } from '../model/routeTable.ts';

/**
 * What the registry checks kinds' routes and editor links against (RegistryChecks.routes): the names
 * and paths of the console's own routes, plus the addresses SessionRoutes answers without a name.
 */
export const ROUTE_CHECKS = {
  names: OWN_ROUTES.map((r) => r.name),
  paths: [...OWN_ROUTES.map((r) => r.path), '/redirect/*'],
} as const;
