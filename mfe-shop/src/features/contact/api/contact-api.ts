import { api } from '@shop/api-client';
import type { InsertedAnswer, NewContactMessage } from '@shop/contracts';

/**
 * Contact Us: `POST /contact`. Its errors are shown under the form, not toasted (the endpoint is in
 * `INLINE_ERROR_ENDPOINTS` of @shop/api-client).
 */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<InsertedAnswer, NewContactMessage>({
      query: (message) => ({ url: '/contact', method: 'POST', body: message }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
