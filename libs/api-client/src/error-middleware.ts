import { isRejectedWithValue } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { isApiErrorBody } from '@shop/contracts';
import { i18n, languageOf, translateRuleMessage } from '@shop/i18n';
import { INLINE_ERROR_ENDPOINTS } from './auth/inline-errors';
import { notify } from './notify/notify';

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the shop server. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A `common` text in the active language; the English one while i18n has not started. */
function commonText(key: string, english: string, count?: number): string {
  if (!i18n.isInitialized) return english;
  return i18n.t(key, { ns: 'common', defaultValue: english, ...(count === undefined ? {} : { count }) });
}

/**
 * The text a person sees for a failed API call, in the active language. The API answers
 * `{statusCode, code, message}` in English (the spec's texts): in English that message is shown as
 * it is; in Bengali the body's own `messageBn` when it has one, else the `common` text of its `code`
 * (`apiErrors.<code>`), a validation message of `@shop/rules` by its id, else the server's message. Anything else is a plain sentence (never a
 * stack or raw status).
 */
export function describeApiError(error: unknown): string {
  if (typeof error !== 'object' || error === null) {
    return commonText('errors.unexpected', UNEXPECTED_ERROR_MESSAGE);
  }
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (isApiErrorBody(data)) {
    const text = messageOf(data);
    return data.statusCode === 429 ? withWait(text, data) : text;
  }
  if (status === 429) {
    // A 429 from something in front of the API (a proxy's HTML page): still say what it means.
    return withWait(commonText('apiErrors.TOO_MANY_REQUESTS', 'Too many attempts.'), {});
  }
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return commonText('errors.network', NETWORK_ERROR_MESSAGE);
  }
  return commonText('errors.unexpected', UNEXPECTED_ERROR_MESSAGE);
}

/** An error body's message in the active language (see describeApiError). */
function messageOf(data: { code: string; message: string; messageBn?: unknown }): string {
  if (!i18n.isInitialized || languageOf() === 'en') return data.message;
  // The server's own Bengali says what its English says (why, and what to do), which a
  // translation by code alone cannot (SHIPMENT_NOT_CANCELLABLE names the courier and the step).
  if (typeof data.messageBn === 'string' && data.messageBn.trim() !== '') return data.messageBn;
  const key = `apiErrors.${data.code}`;
  if (i18n.exists(key, { ns: 'common' })) return i18n.t(key, { ns: 'common', ...detailsOf(data) });
  return translateRuleMessage(data.message, (k, options) => i18n.t(k, options));
}

/** A sentence that already says when to try again ("Try again in 7 minutes.", "৭ মিনিট পরে আবার চেষ্টা করুন।"). */
const SAYS_WHEN = /try again in \d|[০-৯\d]+ (মিনিট|সেকেন্ড) পরে/i;

/**
 * A 429 always says how long to wait (a person behind a shared address cannot guess it): the API's
 * `retryAfterSeconds` as "Try again in 7 minutes." / "৭ মিনিট পরে আবার চেষ্টা করুন।" after the
 * message, unless the message says it already.
 */
function withWait(text: string, body: object): string {
  if (SAYS_WHEN.test(text)) return text;
  const seconds = (body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) {
    return `${asSentence(text)} ${commonText('errors.tryAgainLater', 'Please wait a while and try again.')}`;
  }
  const wait =
    seconds < 60
      ? commonText('errors.tryAgainInSeconds', `Try again in ${Math.ceil(seconds)} seconds.`, Math.ceil(seconds))
      : commonText('errors.tryAgainInMinutes', `Try again in ${Math.ceil(seconds / 60)} minutes.`, Math.ceil(seconds / 60));
  return `${asSentence(text)} ${wait}`;
}

/**
 * A message ended as a sentence, so a second sentence can follow it: a server's bare "Too many
 * requests" gets its full stop ("Too many requests. Please wait…"), a Bengali one its দাঁড়ি (।).
 */
function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /[.!?।]$/.test(trimmed)) return trimmed;
  return `${trimmed}${/[\u0980-\u09FF]$/.test(trimmed) ? '।' : '.'}`;
}

/**
 * The numbers an error body carries besides its message (`retryAfterMinutes` of a 429), for the
 * translation to say them too ('… {{retryAfterMinutes, number}} মিনিট পরে …').
 */
function detailsOf(body: object): Record<string, number> {
  const details: Record<string, number> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name !== 'statusCode' && typeof value === 'number' && Number.isFinite(value)) details[name] = value;
  }
  return details;
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
