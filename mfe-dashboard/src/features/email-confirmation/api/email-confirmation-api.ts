import { api } from '@shop/api-client';
import type { EmailConfirmationStatus } from '@shop/contracts';

const CONFIRMATION = { type: 'User', id: 'EMAIL_CONFIRMATION' } as const;

/** Whether the account's email is confirmed (order mails go only to a confirmed one), and a new link. */
export const emailConfirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailConfirmation: build.query<EmailConfirmationStatus, void>({
      query: () => '/auth/email-confirmation',
      providesTags: [CONFIRMATION],
    }),
    resendConfirmation: build.mutation<EmailConfirmationStatus, void>({
      query: () => ({ url: '/auth/email-confirmation', method: 'POST' }),
      invalidatesTags: [CONFIRMATION],
    }),
  }),
});

export const { useEmailConfirmationQuery, useResendConfirmationMutation } = emailConfirmationApi;
