import { PlaceholderTable } from '../../../components/placeholder-table';

/** Spec §2 columns of Manage All Products. */
export const MANAGE_PARTS_COLUMNS = [
  'Index',
  'Picture',
  'Name',
  'Price',
  'Update Price',
  'Quantity',
  'Update Quantity',
  'Delete',
] as const;

export function ManagePartsPage() {
  return (
    <PlaceholderTable title="Manage All Products" columns={MANAGE_PARTS_COLUMNS}>
      Editing prices and stock arrives with the admin tools.
    </PlaceholderTable>
  );
}
