import { isRejectedWithValue } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { isApiErrorBody } from '@shop/contracts';
import { INLINE_ERROR_ENDPOINTS } from './auth/inline-errors';
import { notify } from './notify/notify';

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the shop server. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The text a person sees for a failed API call: the API's own `message` when the body is one of its
 * `{statusCode, code, message}` errors, otherwise a plain sentence (never a stack or raw status).
 */
export function describeApiError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return UNEXPECTED_ERROR_MESSAGE;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (isApiErrorBody(data)) return data.message;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return NETWORK_ERROR_MESSAGE;
  return UNEXPECTED_ERROR_MESSAGE;
}

interface RejectedMeta {
  arg?: { endpointName?: string; type?: string };
}

/**
 * Shows every failed API call to the user once, as a toast: components render their own error state
 * but never toast. The toast id makes an identical message already on screen not appear twice.
 * The accounts forms show their errors in red under the form instead (spec §8), so their endpoints
 * are left out.
 */
export const apiErrorToaster: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const endpoint = (action.meta as RejectedMeta).arg?.endpointName ?? 'api';
    if (INLINE_ERROR_ENDPOINTS.has(endpoint)) return next(action);
    const message = describeApiError(action.payload);
    notify.error(message, { toastId: `api-error:${endpoint}:${message}` });
  }
  return next(action);
};
