import { describeApiError } from '@shop/api-client';
import { isApiErrorBody } from '@shop/contracts';

/**
 * A refusal of the API that names one field of a form (`field` beside `{statusCode, code,
 * message}`): where the form shows it, and the refusal itself. It is described when it is drawn,
 * by `describeApiError` (the API's `messageBn` in Bengali, else its code's translation, else its
 * message), so it reads like every other refusal and follows a change of language.
 */
export interface FieldRefusal {
  path: string;
  error: unknown;
}

/**
 * The refusal at the form path the API named (`toPath` turns the API's field into the form's),
 * or undefined when it names no field or the whole body: then it is the form's failure.
 */
export function fieldRefusal(
  error: unknown,
  toPath: (field: string) => string,
): FieldRefusal | undefined {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  if (!isApiErrorBody(data)) return undefined;
  const field = (data as { field?: unknown }).field;
  if (typeof field !== 'string' || field === '' || field === 'body') return undefined;
  return { path: toPath(field), error };
}

/** The message at `path` when the refusal is there, else undefined. */
export function refusalAt(
  refusal: FieldRefusal | null | undefined,
  path: string,
): string | undefined {
  return refusal && refusal.path === path ? describeApiError(refusal.error) : undefined;
}

/**
 * An answer of the API (`{statusCode, code, message}`) in the active language, by the same rule
 * as the error toaster's; undefined when the call got no such answer (the network, a proxy's page).
 */
export function describeRefusal(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  return isApiErrorBody(data) ? describeApiError(error) : undefined;
}
