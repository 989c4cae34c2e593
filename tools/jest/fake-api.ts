import { api, configureApiClient, makeStore, sessionEnded, sessionStarted } from '@shop/api-client';
import type { AuthUser } from '@shop/contracts';

export const customer: AuthUser = {
  _id: '665f00000000000000000001',
  name: 'Rahim Customer',
  displayName: 'Rahim Customer',
  email: 'customer@shop.local',
  role: 'customer',
  photoURL: null,
};

export const admin: AuthUser = {
  _id: '665f00000000000000000002',
  name: 'Shop Admin',
  displayName: 'Shop Admin',
  email: 'admin@shop.local',
  role: 'admin',
  photoURL: null,
};

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const apiError = (statusCode: number, code: string, message: string) =>
  json(statusCode, { statusCode, code, message });

type Handler = (request: Request) => Response | Promise<Response>;

/** Routes `METHOD /path` (below /api) to handlers, records requests; unknown routes answer 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  global.fetch = jest.fn(async (request: Request) => {
    requests.push(request.clone());
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(request) : apiError(404, 'ROUTE_NOT_FOUND', path);
  }) as unknown as typeof fetch;
  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`);
  return { requests, calls };
}

const stores: Array<ReturnType<typeof makeStore>> = [];

/** A real store with the session already decided: a signed-in user, or an anonymous visitor. */
export function storeWith(session: AuthUser | 'anonymous' | 'unknown') {
  configureApiClient({ apiUrl: 'http://api.test/api' });
  const store = makeStore();
  stores.push(store);
  if (session === 'anonymous') store.dispatch(sessionEnded());
  else if (session !== 'unknown')
    store.dispatch(sessionStarted({ accessToken: 't', user: session }));
  return store;
}

/** Drops every test store's cache and timers (call from afterEach). */
export function resetStores() {
  stores.splice(0).forEach((store) => store.dispatch(api.util.resetApiState()));
}
