import { ComingSoon } from '../../../components/coming-soon';

export function AddPartPage() {
  return (
    <ComingSoon title="Add a New Product">
      The form to add a product (name, price, quantity, description, photo) arrives with the admin
      tools.
    </ComingSoon>
  );
}
