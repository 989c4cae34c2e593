import { ComingSoon } from '../../../components/coming-soon';

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
    <ComingSoon title="Manage All Products" columns={MANAGE_PARTS_COLUMNS}>
      Editing prices and stock arrives with the admin tools.
    </ComingSoon>
  );
}
