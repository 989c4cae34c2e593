import { useParams } from '@shop/router';
import { DeferredHydration } from '../../components/deferred-hydration';
import { LazyBookingForm } from '../../features/booking';
import {
  type BookingSlot,
  ProductPage as CatalogueProductPage,
  usePart,
} from '../../features/catalogue';
import { ProductReviews } from '../../features/reviews';

const bookingForm: BookingSlot = (part, quantity) => (
  // A variant's form is its own (quantity and totals start afresh when the choice changes).
  <LazyBookingForm key={part.sku ?? part._id} part={part} quantity={quantity} />
);

/** The product's ratings and reviews, once the product is there (none under a missing one). */
function ReviewsOfProduct() {
  const { partId } = useParams<{ partId: string }>();
  // The page's own query (RTK Query shares it): no second request.
  const { data: part } = usePart(partId);
  return part ? <ProductReviews partId={part._id} /> : null;
}

/**
 * /product/:partId: the catalogue's product page, with the booking form for signed-in customers,
 * and the product's ratings and reviews below it.
 */
export function ProductPage() {
  return (
    <>
      <CatalogueProductPage booking={bookingForm} />
      {/* Below the product: hydrated when it nears the screen or is used. */}
      <DeferredHydration>
        <ReviewsOfProduct />
      </DeferredHydration>
    </>
  );
}
