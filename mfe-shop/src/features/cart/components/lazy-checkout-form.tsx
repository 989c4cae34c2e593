import { useT } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/loading';

/**
 * The checkout form, react-hook-form and the form rules are a chunk of their own, downloaded only
 * when a signed-in customer opens the cart: visitors never load them (the storefront's budget).
 */
const AccountCheckoutForm = lazy(() =>
  import(/* webpackChunkName: "checkout-form" */ './checkout-form').then((module) => ({
    default: module.AccountCheckoutForm,
  })),
);

/** The cart's checkout for a signed-in customer. */
export function LazyCheckoutForm() {
  const { t } = useT('shop');
  return (
    <Suspense fallback={<Loading label={t('checkout.loading')} />}>
      <AccountCheckoutForm />
    </Suspense>
  );
}
