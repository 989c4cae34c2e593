import { useAuth } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/loading';
import type { BookedPart } from './booking-form';

/**
 * The form, react-hook-form and the form rules are a chunk of their own, downloaded only when a
 * signed-in customer opens a product: visitors' pages never load them (the storefront's budget).
 */
const AccountBookingForm = lazy(() =>
  import(/* webpackChunkName: "booking-form" */ './booking-form').then((module) => ({
    default: module.AccountBookingForm,
  })),
);

/** The product page's booking form for signed-in customers; nothing for visitors. */
export function LazyBookingForm({ part, quantity }: { part: BookedPart; quantity?: number }) {
  const { isAuthenticated } = useAuth();
  const { t } = useT('shop');
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={<Loading label={t('booking.loading')} />}>
      <AccountBookingForm part={part} quantity={quantity} />
    </Suspense>
  );
}
