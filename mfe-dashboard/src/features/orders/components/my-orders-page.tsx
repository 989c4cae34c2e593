import { PlaceholderTable } from '../../../components/placeholder-table';

/** Spec §2: Index, Picture, Name, Quantity, Price, Cancel order, Payment. */
export const MY_ORDERS_COLUMNS = [
  'Index',
  'Picture',
  'Name',
  'Quantity',
  'Price',
  'Cancel order',
  'Payment',
] as const;

export function MyOrdersPage() {
  return (
    <PlaceholderTable title="My Booking Products" columns={MY_ORDERS_COLUMNS}>
      Your booked products will be listed here once ordering is available.
    </PlaceholderTable>
  );
}
