/**
 * Validation of the Contact Us form (/cService), shared by the browser form and the API's DTO so
 * both accept the same lengths and say exactly the same thing.
 */
import { AUTH_MESSAGES } from './auth-messages';
import type { FieldErrors } from './auth-validation';

/** Longest accepted Contact Us fields, in characters (after trimming). */
export const CONTACT_LIMITS = { email: 254, subject: 150, message: 5000 } as const;

export type ContactFields = { email: string; subject: string; message: string };

/** `Subject is Required` */
export const requiredMessage = (label: string) => `${label} is Required`;
/** `Subject must be 150 characters or shorter` */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be ${max} characters or shorter`;

/**
 * A plain address syntax: something, an @, a domain with a dot, no spaces. Looser than the API's
 * check on purpose: the form catches typing slips, and anything the API still refuses comes back
 * as its own message.
 */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The message for a contact email, or undefined when it is valid (trimmed, any letter case). */
export function contactEmailError(email: unknown): string | undefined {
  if (isBlank(email)) return AUTH_MESSAGES.emailRequired;
  const value = (email as string).trim();
  if (value.length > CONTACT_LIMITS.email || !CONTACT_EMAIL_PATTERN.test(value)) {
    return AUTH_MESSAGES.emailInvalid;
  }
  return undefined;
}

function textError(value: unknown, label: string, max: number): string | undefined {
  if (isBlank(value)) return requiredMessage(label);
  return Array.from((value as string).trim()).length > max ? tooLongMessage(label, max) : undefined;
}

/** Contact Us: every field required; the email a plain address; subject and message not too long. */
export function validateContact(fields: Partial<ContactFields>): FieldErrors<ContactFields> {
  const errors: FieldErrors<ContactFields> = {};
  const checks: [keyof ContactFields, string | undefined][] = [
    ['email', contactEmailError(fields.email)],
    ['subject', textError(fields.subject, 'Subject', CONTACT_LIMITS.subject)],
    ['message', textError(fields.message, 'Message', CONTACT_LIMITS.message)],
  ];
  for (const [key, message] of checks) if (message !== undefined) errors[key] = message;
  return errors;
}
