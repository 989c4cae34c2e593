import { api } from '@shop/api-client';
import type { User, UserRole } from '@shop/contracts';

const USER_LIST = { type: 'User', id: 'LIST' } as const;

/**
 * Manage All User: the admin's user list and its two actions. Defined here, in the admin remote,
 * so an admin release can change them without a new shell (`@shop/api-client` keeps only what the
 * shell and several remotes share, such as the admin check).
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /user`: every account. */
    listUsers: build.query<User[], void>({
      query: () => '/user',
      providesTags: (result) => [
        USER_LIST,
        ...(result ?? []).map((user) => ({ type: 'User' as const, id: user._id })),
      ],
    }),

    /** `PATCH /users/:id/role` (Make Admin). The API refuses oneself and the last admin (409). */
    setUserRole: build.mutation<User, { id: string; role: UserRole }>({
      query: ({ id, role }) => ({
        url: `/users/${encodeURIComponent(id)}/role`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, USER_LIST],
    }),

    /** `DELETE /users/:id` (Remove User): the account and its sessions end. */
    removeUser: build.mutation<void, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }, USER_LIST],
    }),
  }),
});

export const { useListUsersQuery, useSetUserRoleMutation, useRemoveUserMutation } = usersApi;
