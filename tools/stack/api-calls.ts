/**
 * Calls to a running shop's API from the tools that drive it (benchmarks, the fuzzer): the seeded
 * accounts, a contact for bookings, and one request helper that says what went wrong.
 */

/** The accounts the API seeds on a first start (docs/operations.md, "Seeded accounts"). */
export const SEEDED_ADMIN = { email: 'admin@shop.local', password: 'Admin#2026' } as const;
export const SEEDED_CUSTOMER = { email: 'customer@shop.local', password: 'Customer#2026' } as const;

/** Delivery details a tool's bookings and orders use. */
export function testContact(name: string) {
  return { name, phone: '01712345678', address: 'House 1, Road 1, Dhanmondi', district: 'Dhaka' };
}

/** An answer other than the one a tool expected. */
export class ApiCallError extends Error {
  override name = 'ApiCallError';
}

export interface ApiCallInit {
  method?: string;
  /** A bearer token. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The status that must come back; without it, any 2xx. */
  expected?: number;
}

/** One request; returns the parsed JSON body (`{}` for an empty one). */
export async function callApi<T = Record<string, unknown>>(
  url: string,
  init: ApiCallInit = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const response = await fetch(url, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const wanted = init.expected === undefined ? response.ok : response.status === init.expected;
  if (!wanted) {
    const expected = init.expected === undefined ? '' : `, not ${init.expected}`;
    throw new ApiCallError(`${method} ${url} answered ${response.status}${expected}: ${text}`);
  }
  return (text ? JSON.parse(text) : {}) as T;
}

/** Logs in through `POST <apiRoot>/auth/login` (`apiRoot` ends in `/api`); returns the access token. */
export async function logIn(
  apiRoot: string,
  account: { email: string; password: string },
): Promise<string> {
  const body = await callApi<{ accessToken?: unknown }>(`${apiRoot}/auth/login`, {
    method: 'POST',
    body: account,
    expected: 200,
  });
  if (typeof body.accessToken !== 'string') {
    throw new ApiCallError(`No accessToken for ${account.email}`);
  }
  return body.accessToken;
}
