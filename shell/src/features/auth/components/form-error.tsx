import { describeApiError } from '@shop/api-client';

/** Spec §8: an auth error's message, in red under the form. Nothing when there is no error. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="account-page__error" role="alert">
      {describeApiError(error)}
    </p>
  );
}
