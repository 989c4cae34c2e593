import type { Part } from '@shop/contracts';
import { LazyBookingForm } from '../../features/booking';
import { ProductPage as CatalogueProductPage } from '../../features/catalogue';

const bookingForm = (part: Part, quantity: number) => (
  <LazyBookingForm part={part} quantity={quantity} />
);

/** /product/:partId: the catalogue's product page, with the booking form for signed-in customers. */
export function ProductPage() {
  return <CatalogueProductPage booking={bookingForm} />;
}
