import { api } from '@shop/api-client';
import type {
  ContactMessage,
  ContactMessagePage,
  ContactMessageUpdate,
  ContactStatusFilter,
} from '@shop/contracts';

export interface MessagePageQuery {
  status: ContactStatusFilter;
  page: number;
  limit: number;
}

const LIST = { type: 'ContactMessage', id: 'LIST' } as const;

/** The Contact Us inbox: `GET /contact` (paged, newest first) and `PATCH /contact/:id`. */
export const messagesApi = api
  .enhanceEndpoints({ addTagTypes: ['ContactMessage'] })
  .injectEndpoints({
    endpoints: (build) => ({
      contactMessagePage: build.query<ContactMessagePage, MessagePageQuery>({
        query: ({ status, page, limit }) =>
          `/contact?${new URLSearchParams({ status, page: String(page), limit: String(limit) })}`,
        providesTags: (page) => [
          LIST,
          ...(page?.items ?? []).map((message) => ({
            type: 'ContactMessage' as const,
            id: message._id,
          })),
        ],
      }),

      markContactMessage: build.mutation<ContactMessage, ContactMessageUpdate & { id: string }>({
        query: ({ id, handled }) => ({
          url: `/contact/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: { handled },
        }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'ContactMessage', id }, LIST],
      }),
    }),
  });

export const { useContactMessagePageQuery, useMarkContactMessageMutation } = messagesApi;
