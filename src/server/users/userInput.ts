import { isEmail, normalEmail } from '../accounts.ts';
import { MAX_PASSWORD_LENGTH } from '../auth/createLoginGuard.ts';
import { HttpError } from '../httpError.ts';
import type { UserMessages } from './userMessages.ts';

/** Longest user name. */
export const MAX_NAME_LENGTH = 120;

/** A checked body of `POST /users`. */
export interface NewUserInput {
  email: string;
  name: string;
  /** Absent: the user gets a one-time set-password link instead. */
  password?: string;
}

type FieldError = { field: string; message: string };

/** Throws one 400 for every field problem: the message names the first, `errors` lists them all for the form. */
function assertNoProblems(errors: FieldError[]): void {
  if (errors.length) throw new HttpError(400, errors[0].message, { errors });
}

/** A password field's problem: absent and null are fine (a link is made), anything else must be a strong enough string. */
function passwordError(value: unknown, m: UserMessages): FieldError | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_PASSWORD_LENGTH) return { field: 'password', message: m.text('passwordText', { max: MAX_PASSWORD_LENGTH }) };
  const weak = m.passwordProblem(value);
  return weak ? { field: 'password', message: weak } : undefined;
}

/** Checks `{ email, name, password? }`, refusing with 400s naming the fields. */
export function readNewUser(body: Record<string, unknown>, m: UserMessages): NewUserInput {
  const errors: FieldError[] = [];
  const email = typeof body.email === 'string' ? normalEmail(body.email) : '';
  if (!isEmail(email)) errors.push({ field: 'email', message: m.text('emailInvalid') });
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > MAX_NAME_LENGTH) errors.push({ field: 'name', message: m.text('nameLength', { max: MAX_NAME_LENGTH }) });
  const weak = passwordError(body.password, m);
  if (weak) errors.push(weak);
  assertNoProblems(errors);
  return { email, name, password: typeof body.password === 'string' ? body.password : undefined };
}

/** Checks an optional `{ password }` (reset: absent makes a link). */
export function readOptionalPassword(body: Record<string, unknown>, m: UserMessages): string | undefined {
  const weak = passwordError(body.password, m);
  assertNoProblems(weak ? [weak] : []);
  return typeof body.password === 'string' ? body.password : undefined;
}

/** Checks a required `{ password }` (the set-password page). */
export function readRequiredPassword(body: Record<string, unknown>, m: UserMessages): string {
  const password = readOptionalPassword(body, m);
  if (password === undefined) assertNoProblems([{ field: 'password', message: m.passwordProblem('') ?? m.text('passwordText', { max: MAX_PASSWORD_LENGTH }) }]);
  return password!;
}
