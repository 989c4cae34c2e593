import { ErrorCode, isApiErrorBody } from '@shop/contracts';
import { AUTH_MESSAGES } from '@shop/rules';

/**
 * The password rule only the server checks: the list of the 10 000 most common passwords stays with
 * the API (it would weigh more than the sign-up page), so the form learns of it from the answer.
 * Returns the rule's message (English, translated where shown) when `error` is that 400, so the form
 * can show it under the password field; undefined for any other error.
 */
export function serverPasswordRule(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (!isApiErrorBody(data) || data.code !== ErrorCode.VALIDATION_FAILED) return undefined;
  return data.message === AUTH_MESSAGES.passwordTooCommon ? data.message : undefined;
}
