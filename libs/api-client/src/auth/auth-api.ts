import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { AdminCheck, AuthAnswer, AuthProviders, AuthUser } from '@shop/contracts';
import { api, refreshAccessToken } from '../api';
import { sessionStarted, sessionUserUpdated, signedOut } from './auth-slice';

export { INLINE_ERROR_ENDPOINTS } from './inline-errors';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SignupRequest extends LoginRequest {
  name: string;
}

export interface ConfirmResetRequest {
  token: string;
  password: string;
}

const ME = { type: 'User', id: 'ME' } as const;
/** The admin remote's user list provides this tag: a renamed profile refreshes it. */
const USER_LIST = { type: 'User', id: 'LIST' } as const;

/**
 * Accounts and access: sign-in, the session, the profile and the admin check the shell's guards use.
 * The admin's user list and its actions live in the admin remote (mfe-admin, features/users).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    providers: build.query<AuthProviders, void>({ query: () => '/auth/providers' }),

    login: build.mutation<AuthAnswer, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionStarted(data));
      },
    }),

    signup: build.mutation<AuthAnswer, SignupRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionStarted(data));
      },
    }),

    /**
     * Trades the refresh cookie for a new access token (deduplicated; see `refreshAccessToken`).
     * `null` when there is no cookie (the API answers 204): an anonymous visitor, not an error.
     */
    refresh: build.mutation<AuthAnswer | null, void>({
      queryFn: async (_arg, queryApi, extraOptions) =>
        (await refreshAccessToken(queryApi, extraOptions as object)) as QueryReturnValue<
          AuthAnswer | null,
          FetchBaseQueryError,
          FetchBaseQueryMeta
        >,
    }),

    /** Ends the session on the server, then forgets it here, with every cached answer. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
      },
    }),

    requestReset: build.mutation<void, { email: string }>({
      query: (body) => ({ url: '/auth/reset', method: 'POST', body }),
    }),

    confirmReset: build.mutation<void, ConfirmResetRequest>({
      query: (body) => ({ url: '/auth/reset/confirm', method: 'POST', body }),
    }),

    /** The signed-in user, fresh from the server. The argument is the user's id: it only keys the cache. */
    me: build.query<AuthUser, string>({
      query: () => '/users/me',
      providesTags: [ME],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionUserUpdated(data));
      },
    }),

    updateMe: build.mutation<AuthUser, { name: string }>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(sessionUserUpdated(data));
        dispatch(authApi.util.upsertQueryData('me', data._id, data));
      },
      invalidatesTags: (result) => (result ? [USER_LIST] : []),
    }),

    uploadPhoto: build.mutation<AuthUser, File | Blob>({
      query: (photo) => {
        const body = new FormData();
        body.append('photo', photo);
        return { url: '/users/me/photo', method: 'POST', body };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(sessionUserUpdated(data));
        dispatch(authApi.util.upsertQueryData('me', data._id, data));
      },
    }),

    /** Spec §7 `GET /admin/{email}`: the flag that decides the dashboard menu and admin routes. */
    adminCheck: build.query<AdminCheck, string>({
      query: (email) => `/admin/${encodeURIComponent(email)}`,
      providesTags: (_result, _error, email) => [{ type: 'User', id: `ADMIN:${email}` }],
    }),
  }),
});

export const {
  useProvidersQuery,
  useLoginMutation,
  useSignupMutation,
  useRefreshMutation,
  useLogoutMutation,
  useRequestResetMutation,
  useConfirmResetMutation,
  useMeQuery,
  useUpdateMeMutation,
  useUploadPhotoMutation,
  useAdminCheckQuery,
} = authApi;

/** Silent refresh at start-up, so a reload keeps the session (the cookie outlives the page). */
export const restoreSession = () => authApi.endpoints.refresh.initiate(undefined, { track: false });
