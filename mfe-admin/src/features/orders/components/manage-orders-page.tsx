import { PlaceholderTable } from '../../../components/placeholder-table';

/** Spec §2 columns of Manage All Orders. */
export const MANAGE_ORDERS_COLUMNS = [
  'Index',
  'User Details',
  'Picture',
  'Price',
  'Quantity',
] as const;

export function ManageOrdersPage() {
  return (
    <PlaceholderTable title="Manage All Orders" columns={MANAGE_ORDERS_COLUMNS}>
      Every customer order will be listed here, newest first, once ordering is available.
    </PlaceholderTable>
  );
}
