// A set-password link's path is its secret, an auto sign-in link's path its e-mail and password: logs show the route, never them.
const SECRET_IN_PATH = /^(\/api\/password-link\/|\/admin\/set-password\/|\/admin\/login\/)[^/]+(?:\/[^/]*)*/;

/** The request path as the error log writes it: secrets carried in a path are masked. */
export function loggedPath(path: string): string {
  return path.replace(SECRET_IN_PATH, '$1…');
}
