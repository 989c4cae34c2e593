import { api } from '@shop/api-client';
import type { EmailConfirmationRequest, EmailConfirmationStatus } from '@shop/contracts';

/** The mailed link's confirmation (the /confirm-email page), added to the shop's one API. */
export const emailConfirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmEmail: build.mutation<EmailConfirmationStatus, EmailConfirmationRequest>({
      query: (body) => ({ url: '/auth/email-confirmation/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useConfirmEmailMutation } = emailConfirmationApi;
