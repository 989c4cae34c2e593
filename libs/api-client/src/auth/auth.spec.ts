import { toast } from 'react-toastify';
import { configureApiClient } from '../config';
import { api as shopApi } from '../api';
import { makeStore as makeRealStore } from '../store';
import { authApi, restoreSession } from './auth-api';
import { sessionStarted } from './auth-slice';
import type { AuthAnswer, User } from '@shop/contracts';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const customer = {
  _id: '665f00000000000000000001',
  name: 'Rahim Customer',
  displayName: 'Rahim Customer',
  email: 'customer@shop.local',
  role: 'customer' as const,
  photoURL: null,
};

const session = (accessToken: string): AuthAnswer => ({ accessToken, user: customer });

/**
 * An admin-only list and action as a remote would inject them (the real ones live in mfe-admin):
 * the shared base query's refresh and error toasting apply to every injected endpoint.
 */
const adminCalls = shopApi.injectEndpoints({
  endpoints: (build) => ({
    specUsers: build.query<User[], void>({ query: () => '/user' }),
    specRemoveUser: build.mutation<void, string>({
      query: (id) => ({ url: `/users/${id}`, method: 'DELETE' }),
    }),
  }),
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const unauthorized = () =>
  json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'No user is logged in' });

type Handler = (request: Request) => Response | Promise<Response>;

/** A fake API: routes `METHOD /path` to handlers and records every request. */
function fakeApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    requests.push(request);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const handler = routes[`${request.method} ${path}`];
    return handler
      ? handler(request)
      : json(404, { statusCode: 404, code: 'NOT_FOUND', message: path });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`);
  return { requests, calls };
}

const bearer = (token: string) => (request: Request) =>
  request.headers.get('Authorization') === `Bearer ${token}`;

beforeAll(() => configureApiClient({ apiUrl: 'http://api.test/api' }));

const stores: Array<ReturnType<typeof makeRealStore>> = [];
function makeStore() {
  const store = makeRealStore();
  stores.push(store);
  return store;
}
// Drops cache entries and their keep-unused timers, so Jest can exit at once.
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(shopApi.util.resetApiState())));

describe('session in the store', () => {
  it('starts unknown; a successful silent refresh makes it authenticated', async () => {
    const api = fakeApi({ 'POST /auth/refresh': () => json(200, session('t1')) });
    const store = makeStore();
    expect(store.getState().auth.status).toBe('unknown');

    await store.dispatch(restoreSession());

    expect(store.getState().auth).toEqual({
      status: 'authenticated',
      accessToken: 't1',
      user: customer,
      signedOut: false,
    });
    expect(api.calls('POST', '/auth/refresh')[0].credentials).toBe('include');
  });

  it('a visitor without a session (204, no body) is anonymous, without an error', async () => {
    const api = fakeApi({ 'POST /auth/refresh': () => new Response(null, { status: 204 }) });
    const store = makeStore();
    const result = await store.dispatch(restoreSession());
    expect(result).toEqual({ data: null });
    expect(store.getState().auth).toEqual({ status: 'anonymous', accessToken: null, user: null, signedOut: false });
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a failed silent refresh makes it anonymous, without an error toast', async () => {
    fakeApi({ 'POST /auth/refresh': unauthorized });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toEqual({ status: 'anonymous', accessToken: null, user: null, signedOut: false });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('login stores the session and later calls carry its Bearer token', async () => {
    const api = fakeApi({
      'POST /auth/login': () => json(200, session('t-login')),
      'GET /users/me': (r) => (bearer('t-login')(r) ? json(200, customer) : unauthorized()),
    });
    const store = makeStore();
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: customer.email, password: 'Customer#2026' }),
    );
    expect(store.getState().auth.status).toBe('authenticated');

    const me = await store.dispatch(authApi.endpoints.me.initiate(customer._id));
    expect(me.data).toEqual(customer);
    expect(api.calls('GET', '/users/me')).toHaveLength(1);
  });

  it('a wrong password is the form’s error: no refresh, no toast', async () => {
    const api = fakeApi({
      'POST /auth/login': () =>
        json(401, {
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Email or password is incorrect',
        }),
    });
    const store = makeStore();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: customer.email, password: 'nope-nope' }),
    );
    expect(result.error).toMatchObject({ status: 401, data: { code: 'INVALID_CREDENTIALS' } });
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('logout ends the session on the server and forgets it and every cached answer', async () => {
    const api = fakeApi({
      'POST /auth/logout': () => new Response(null, { status: 204 }),
      'GET /users/me': () => json(200, customer),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1')));
    await store.dispatch(authApi.endpoints.me.initiate(customer._id));
    expect(authApi.endpoints.me.select(customer._id)(store.getState()).data).toEqual(customer);

    await store.dispatch(authApi.endpoints.logout.initiate());

    expect(api.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(bearer('t1')(api.calls('POST', '/auth/logout')[0])).toBe(true);
    expect(store.getState().auth).toEqual({ status: 'anonymous', accessToken: null, user: null, signedOut: true });
    expect(authApi.endpoints.me.select(customer._id)(store.getState()).data).toBeUndefined();
  });

  it('logout forgets the session here even when the server cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1')));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().auth.status).toBe('anonymous');
  });
});

describe('refresh on 401', () => {
  it('refreshes once and retries the call with the new token', async () => {
    const api = fakeApi({
      'POST /auth/refresh': () => json(200, session('t2')),
      'GET /user': (r) => (bearer('t2')(r) ? json(200, [customer]) : unauthorized()),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1-expired')));

    const result = await store.dispatch(adminCalls.endpoints.specUsers.initiate());

    expect(result.data).toEqual([customer]);
    expect(api.calls('GET', '/user').map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer t1-expired',
      'Bearer t2',
    ]);
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
    expect(store.getState().auth.accessToken).toBe('t2');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('parallel calls that meet a 401 share one refresh', async () => {
    let release: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'POST /auth/refresh': async () => {
        await refreshGate;
        return json(200, session('t2'));
      },
      'GET /user': (r) => (bearer('t2')(r) ? json(200, [customer]) : unauthorized()),
      'GET /users/me': (r) => (bearer('t2')(r) ? json(200, customer) : unauthorized()),
      'GET /admin/customer%40shop.local': (r) =>
        bearer('t2')(r) ? json(200, { admin: false }) : unauthorized(),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1-expired')));

    const pending = Promise.all([
      store.dispatch(adminCalls.endpoints.specUsers.initiate()),
      store.dispatch(authApi.endpoints.me.initiate(customer._id)),
      store.dispatch(authApi.endpoints.adminCheck.initiate(customer.email)),
    ]);
    // Let every call meet its 401 before the refresh answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const [users, me, admin] = await pending;

    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
    expect(users.data).toEqual([customer]);
    expect(me.data).toEqual(customer);
    expect(admin.data).toEqual({ admin: false });
  });

  it('a call that fails after another call refreshed retries without refreshing again', async () => {
    let usersCalls = 0;
    const api = fakeApi({
      'POST /auth/refresh': () => json(200, session('t2')),
      'GET /user': async () => {
        usersCalls += 1;
        // The first answer is slow and 401: by then the other call has refreshed.
        if (usersCalls === 1) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return unauthorized();
        }
        return json(200, [customer]);
      },
      'GET /users/me': (r) => (bearer('t2')(r) ? json(200, customer) : unauthorized()),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1-expired')));

    const [users] = await Promise.all([
      store.dispatch(adminCalls.endpoints.specUsers.initiate()),
      store.dispatch(authApi.endpoints.me.initiate(customer._id)),
    ]);

    expect(users.data).toEqual([customer]);
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
  });

  it('when the refresh fails the session is over and the call reports its 401', async () => {
    const api = fakeApi({
      'POST /auth/refresh': unauthorized,
      'GET /users/me': unauthorized,
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1-expired')));

    const result = await store.dispatch(authApi.endpoints.me.initiate(customer._id));

    expect(result.error).toMatchObject({ status: 401 });
    expect(api.calls('GET', '/users/me')).toHaveLength(1);
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('a call whose refresh finds no session (204) reports its own 401 without retrying', async () => {
    const api = fakeApi({
      'POST /auth/refresh': () => new Response(null, { status: 204 }),
      'GET /users/me': unauthorized,
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1-expired')));

    const result = await store.dispatch(authApi.endpoints.me.initiate(customer._id));

    expect(result.error).toMatchObject({ status: 401 });
    expect(api.calls('GET', '/users/me')).toHaveLength(1);
    expect(store.getState().auth).toEqual({ status: 'anonymous', accessToken: null, user: null, signedOut: false });
  });

  it('an anonymous visitor’s 401 does not try to refresh', async () => {
    const api = fakeApi({ 'GET /user': unauthorized, 'POST /auth/refresh': unauthorized });
    const store = makeStore();
    await store.dispatch(restoreSession());
    await store.dispatch(adminCalls.endpoints.specUsers.initiate());
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
  });

  it('a call made while the start-up refresh is running waits for it instead of refreshing again', async () => {
    const api = fakeApi({
      'POST /auth/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, session('t1'));
      },
      'GET /user': (r) => (bearer('t1')(r) ? json(200, [customer]) : unauthorized()),
    });
    const store = makeStore();
    const restoring = store.dispatch(restoreSession());
    const users = await store.dispatch(adminCalls.endpoints.specUsers.initiate());
    await restoring;
    expect(users.data).toEqual([customer]);
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
  });
});

describe('profile and admin calls', () => {
  it('updating the display name updates the session user', async () => {
    fakeApi({
      'PATCH /users/me': async (r) =>
        json(200, { ...customer, displayName: ((await r.json()) as { name: string }).name }),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1')));
    await store.dispatch(authApi.endpoints.updateMe.initiate({ name: 'Rahim Uddin' }));
    expect(store.getState().auth.user?.displayName).toBe('Rahim Uddin');
  });

  it('uploads the photo as multipart field "photo"', async () => {
    const api = fakeApi({
      'POST /users/me/photo': () => json(200, { ...customer, photoURL: '/uploads/a.png' }),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1')));
    await store.dispatch(
      authApi.endpoints.uploadPhoto.initiate(new Blob(['x'], { type: 'image/png' })),
    );
    const form = await api.calls('POST', '/users/me/photo')[0].formData();
    expect(form.get('photo')).toBeTruthy();
    expect(store.getState().auth.user?.photoURL).toBe('/uploads/a.png');
  });

  it('other API errors still reach the error toaster', async () => {
    fakeApi({
      'DELETE /users/665f00000000000000000001': () =>
        json(409, {
          statusCode: 409,
          code: 'LAST_ADMIN',
          message: 'The last admin cannot be removed',
        }),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(session('t1')));
    await store.dispatch(adminCalls.endpoints.specRemoveUser.initiate(customer._id));
    expect(toast.error).toHaveBeenCalledWith(
      'The last admin cannot be removed',
      expect.any(Object),
    );
  });
});
