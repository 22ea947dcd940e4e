import { Redirect, useParams, useSearch } from 'wouter';

/** `/redirect/:path*`: re-enters `/{path}` (used to re-render the current screen from scratch). */
export function RedirectHelper() {
  const params = useParams<{ '*': string }>();
  const search = useSearch();
  const target = `/${params['*'] ?? ''}`.replace(/^\/+/, '/');
  return <Redirect to={target + (search ? `?${search}` : '')} replace />;
}
