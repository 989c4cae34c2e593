import { describeApiError } from '@shop/api-client';
import { useLanguage } from '@shop/i18n';

/**
 * Spec §8: an auth error's message, in red under the form, in the active language (re-rendered when
 * it changes). Nothing when there is no error.
 */
export function FormError({ error }: { error: unknown }) {
  useLanguage();
  if (!error) return null;
  return (
    <p className="account-page__error" role="alert">
      {describeApiError(error)}
    </p>
  );
}
