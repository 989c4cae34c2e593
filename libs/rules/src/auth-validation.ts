/**
 * Validation of the login, sign-up and reset forms (spec §5), shared by the browser forms and the
 * API's DTOs so both say exactly the same thing.
 */

// In a module of their own: the messages are what every page's error translation needs (the
// validators are for the account forms only).
import { AUTH_MESSAGES } from './auth-messages';

export { AUTH_MESSAGES } from './auth-messages';

/** Spec §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * The spec's simple email pattern: lowercase letters/digits, an @, lowercase letters, a dot and 2-3
 * letters. Deliberately unanchored and tested against the input as typed, as the spec's form does
 * (so `first.last@mail.com` passes on `last@mail.com`). The API adds a real syntax check on top.
 */
export const EMAIL_PATTERN = /[a-z0-9]+@[a-z]+\.[a-z]{2,3}/;

export type LoginFields = { email: string; password: string };
export type SignupFields = LoginFields & { name: string };
export type ResetRequestFields = { email: string };

/** Field name → message of the first rule it breaks; empty when every field is valid. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * An email address as the shop keeps it: trimmed and lower-cased (`' Walker@Example.com '` →
 * `walker@example.com`). The forms send this, the API's DTOs store and look up this; other values
 * are answered as they are.
 */
export function normalizeEmail<T>(email: T): T | string {
  return typeof email === 'string' ? email.trim().toLowerCase() : email;
}

/**
 * The message for an email value, or undefined when it is valid. The spec's pattern is checked
 * against the address as the shop keeps it (`normalizeEmail`): `Walker@Example.com` is valid.
 */
export function emailError(email: unknown): string | undefined {
  if (isBlank(email)) return AUTH_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(normalizeEmail(email) as string)
    ? undefined
    : AUTH_MESSAGES.emailInvalid;
}

/**
 * The message for a password value, or undefined when it is valid. A password is never trimmed:
 * only an empty value counts as missing, and spaces count towards the length.
 */
export function passwordError(password: unknown): string | undefined {
  if (typeof password !== 'string' || password === '') return AUTH_MESSAGES.passwordRequired;
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : AUTH_MESSAGES.passwordTooShort;
}

/**
 * Whether a password is one of the most common ones. The list (10 000 passwords) lives with the API
 * only (`services/src/auth/common-passwords.ts`): it would cost the sign-up page more than the page
 * itself, so the browser forms leave this rule to the server and show its message.
 */
export type CommonPasswordCheck = (password: string) => boolean;

/**
 * The message for a password being set (sign-up, reset, change), or undefined when it is valid:
 * the rules of `passwordError`, then, when `isCommon` is given, not one of the most common
 * passwords. Logging in never checks this: an existing password keeps working.
 */
export function newPasswordError(
  password: unknown,
  isCommon?: CommonPasswordCheck,
): string | undefined {
  const error = passwordError(password);
  if (error !== undefined) return error;
  return isCommon?.(password as string) ? AUTH_MESSAGES.passwordTooCommon : undefined;
}

/** The message for a sign-up name, or undefined when it is valid. */
export function nameError(name: unknown): string | undefined {
  return isBlank(name) ? AUTH_MESSAGES.nameRequired : undefined;
}

function collect<F>(checks: { [K in keyof F]?: string | undefined }): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const key of Object.keys(checks) as (keyof F)[]) {
    const message = checks[key];
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}

/** Login form: email and password (the same rules as sign-up, per spec §5). */
export function validateLogin(fields: Partial<LoginFields>): FieldErrors<LoginFields> {
  return collect<LoginFields>({
    email: emailError(fields.email),
    password: passwordError(fields.password),
  });
}

/** Sign-up form: name, email and a new password (`isCommon`: see newPasswordError). */
export function validateSignup(
  fields: Partial<SignupFields>,
  isCommon?: CommonPasswordCheck,
): FieldErrors<SignupFields> {
  return collect<SignupFields>({
    name: nameError(fields.name),
    email: emailError(fields.email),
    password: newPasswordError(fields.password, isCommon),
  });
}

/** Reset form: email only. */
export function validateResetRequest(
  fields: Partial<ResetRequestFields>,
): FieldErrors<ResetRequestFields> {
  return collect<ResetRequestFields>({ email: emailError(fields.email) });
}

/** New password (reset confirmation, password change): `{password}` when it breaks a rule. */
export function validateNewPassword(
  password: unknown,
  isCommon?: CommonPasswordCheck,
): FieldErrors<{ password: string }> {
  return collect<{ password: string }>({ password: newPasswordError(password, isCommon) });
}
