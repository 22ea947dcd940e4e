/** The login path that brings the user back to `path` afterwards (SPEC §2 access rules). */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** A safe in-console target from a `redirect` query value; anything off-site or odd goes to `/`. */
export function safeRedirect(value: string | null | undefined): string {
  // Only same-app absolute paths: "//evil.example" or "https://…" would leave the console.
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}
