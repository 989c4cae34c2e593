/**
 * The login, sign-up and reset forms' messages (spec §5). Apart from their validators
 * (`auth-validation.ts`): the browser translates these wherever an error shows, while only the
 * account forms run the validators, and a module brings every export that any of its users needs.
 */

/** The spec's exact messages. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a valid Email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Must be 6 characters or longer',
  nameRequired: 'Name is Required',
  /** A new password (sign-up, reset, change) that is on the list of the most common passwords. */
  passwordTooCommon: 'This password is too common',
} as const;
