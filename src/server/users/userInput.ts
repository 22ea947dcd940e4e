import { isEmail, normalEmail } from './accounts.ts';
import { MAX_PASSWORD_LENGTH } from '../auth/createLoginGuard.ts';
import { HttpError } from '../errors/httpError.ts';
import type { PasswordOwner } from '../auth/passwordRule.ts';
import type { UserMessages } from './userMessages.ts';
import { NEW_USER_GRANT, readGrant, type GrantOptions, type StoredGrant } from './grantInput.ts';

/** Longest user name. */
export const MAX_NAME_LENGTH = 120;

/** A checked body of `POST /users`. */
export interface NewUserInput {
  email: string;
  name: string;
  /** Absent: the user gets a one-time set-password link instead. */
  password?: string;
  /** The role and limits: `viewer` without limits when the body names none. */
  grant: StoredGrant;
}

/** A checked body of `POST /users/{id}`: only what it names changes. */
export interface UserUpdateInput {
  name?: string;
  grant: StoredGrant;
}

/** A name field's problem: 1 to MAX_NAME_LENGTH characters once trimmed. */
function nameError(value: unknown, m: UserMessages): FieldError | undefined {
  const name = typeof value === 'string' ? value.trim() : '';
  return !name || name.length > MAX_NAME_LENGTH ? { field: 'name', message: m.text('nameLength', { max: MAX_NAME_LENGTH }) } : undefined;
}

/** One field's problem, as the form shows it next to the field. */
export type FieldError = { field: string; message: string };

/** Throws one 400 for every field problem: the message names the first, `errors` lists them all for the form. */
export function assertNoProblems(errors: FieldError[]): void {
  if (errors.length) throw new HttpError(400, errors[0].message, { errors });
}

/** A password field's problem: absent and null are fine (a link is made), anything else must be a strong enough string. */
function passwordError(value: unknown, m: UserMessages, owner: PasswordOwner): FieldError | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_PASSWORD_LENGTH) return { field: 'password', message: m.text('passwordText', { max: MAX_PASSWORD_LENGTH }) };
  const weak = m.passwordProblem(value, owner);
  return weak ? { field: 'password', message: weak } : undefined;
}

/** Checks `{ email, name, password?, role?, kinds?, languages? }`, refusing with 400s naming the fields. */
export function readNewUser(body: Record<string, unknown>, m: UserMessages, options: GrantOptions): NewUserInput {
  const errors: FieldError[] = [];
  const email = typeof body.email === 'string' ? normalEmail(body.email) : '';
  if (!isEmail(email)) errors.push({ field: 'email', message: m.text('emailInvalid') });
  const badName = nameError(body.name, m);
  if (badName) errors.push(badName);
  const weak = passwordError(body.password, m, { email, name: typeof body.name === 'string' ? body.name : undefined });
  if (weak) errors.push(weak);
  const grant = readGrant(body, m, options, NEW_USER_GRANT);
  errors.push(...grant.errors);
  assertNoProblems(errors);
  return { email, name: (body.name as string).trim(), password: typeof body.password === 'string' ? body.password : undefined, grant: grant.grant };
}

/** Checks `{ name?, role?, kinds?, languages? }` against the user as stored, refusing with 400s naming the fields. */
export function readUserUpdate(body: Record<string, unknown>, m: UserMessages, options: GrantOptions, current: StoredGrant): UserUpdateInput {
  const errors: FieldError[] = [];
  const badName = body.name === undefined ? undefined : nameError(body.name, m);
  if (badName) errors.push(badName);
  const grant = readGrant(body, m, options, current);
  errors.push(...grant.errors);
  assertNoProblems(errors);
  return { name: typeof body.name === 'string' ? body.name.trim() : undefined, grant: grant.grant };
}

/** Checks an optional `{ password }` for its owner (reset: absent makes a link). */
export function readOptionalPassword(body: Record<string, unknown>, m: UserMessages, owner: PasswordOwner): string | undefined {
  const weak = passwordError(body.password, m, owner);
  assertNoProblems(weak ? [weak] : []);
  return typeof body.password === 'string' ? body.password : undefined;
}

/** Checks a required `{ password }` for its owner (the set-password page). */
export function readRequiredPassword(body: Record<string, unknown>, m: UserMessages, owner: PasswordOwner): string {
  const password = readOptionalPassword(body, m, owner);
  if (password === undefined) assertNoProblems([{ field: 'password', message: m.passwordProblem('') ?? m.text('passwordText', { max: MAX_PASSWORD_LENGTH }) }]);
  return password!;
}
