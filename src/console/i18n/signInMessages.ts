/**
 * The console messages the sign-in routes use (login, auto-login, set-password, the toaster, the
 * loading page): whole keys, or prefixes ending in a dot. The login page ships only these; the full
 * catalogues load with the signed-in part. signInMessages.test.ts checks the routes use nothing else.
 */
export const SIGN_IN_MESSAGE_KEYS = ['app.', 'login.', 'notice.dismiss', 'notice.region', 'error.generic', 'users.setPassword.', 'users.passwordHint'] as const;

/** The sign-in subset of one catalogue (the build's `virtual:sign-in-messages/<language>` modules). */
export function pickSignInMessages(catalogue: Record<string, string>): Record<string, string> {
  const wanted = (key: string) => SIGN_IN_MESSAGE_KEYS.some((k) => (k.endsWith('.') ? key.startsWith(k) : key === k));
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => wanted(key)));
}
