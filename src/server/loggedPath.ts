// A set-password link's path is its secret: logs show the route, never the token.
const SECRET_IN_PATH = /^(\/api\/password-link\/|\/admin\/set-password\/)[^/]+/;

/** The request path as the error log writes it: secrets carried in a path are masked. */
export function loggedPath(path: string): string {
  return path.replace(SECRET_IN_PATH, '$1…');
}
