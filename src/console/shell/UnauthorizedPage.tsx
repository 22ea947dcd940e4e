import { StatusPage } from './StatusPage.tsx';

/** The /401 page: the signed-in user's roles do not open the route asked for. */
export function UnauthorizedPage() {
  return <StatusPage code={401} messages="unauthorized" />;
}
