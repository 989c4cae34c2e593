import type { CourierName } from './courier';
import { CourierRejectedError, CourierUnavailableError } from './courier-errors';

/** Every courier call gives up after this long: an admin waits for the answer. */
export const COURIER_TIMEOUT_MS = 15_000;

export interface CourierAnswer {
  status: number;
  body: unknown;
}

/**
 * One HTTP call to a courier with the fetch Node has. A network error, a timeout, a 5xx or an
 * answer that is not JSON is CourierUnavailableError (the request may or may not have been carried
 * out); any other status is returned for the adapter to read, as each courier words errors its way.
 */
export async function courierFetch(
  courier: CourierName,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<CourierAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? COURIER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CourierUnavailableError(
      courier,
      `${init.method} ${url}: ${(error as Error).message}`,
    );
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) {
    throw new CourierUnavailableError(courier, `${init.method} ${url}: HTTP ${response.status}`);
  }
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new CourierUnavailableError(
        courier,
        `${init.method} ${url}: HTTP ${response.status}, not JSON`,
      );
    }
  }
  return { status: response.status, body };
}

/** A courier's 4xx as CourierRejectedError, with its message when it gave one. */
export function rejected(courier: CourierName, answer: CourierAnswer): CourierRejectedError {
  return new CourierRejectedError(
    courier,
    courierMessage(answer.body) ?? `HTTP ${answer.status}`,
    answer.status,
  );
}

/** The message field couriers put their errors in (`message`, `errors`, `error`). */
export function courierMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof record.message === 'string') parts.push(record.message);
  if (typeof record.error === 'string') parts.push(record.error);
  if (record.errors && typeof record.errors === 'object') {
    for (const value of Object.values(record.errors as Record<string, unknown>)) {
      if (Array.isArray(value)) parts.push(...value.map(String));
      else if (typeof value === 'string') parts.push(value);
    }
  }
  return parts.length > 0 ? parts.join(' ').slice(0, 300) : undefined;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
