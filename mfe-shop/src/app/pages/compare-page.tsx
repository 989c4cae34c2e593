import { useSearchParams } from '@shop/router';
import {
  ComparePage as CatalogueComparePage,
  readCompareIds,
  useComparedProducts,
} from '../../features/catalogue';
import { useProductRatings } from '../../features/reviews';

/**
 * /compare?ids=…: the catalogue's compare table, with each product's rating from its reviews
 * (asked only for the products found).
 */
export function ComparePage() {
  const [searchParams] = useSearchParams();
  const link = readCompareIds(searchParams.get('ids'));
  const compared = useComparedProducts(link.ids);
  const ratings = useProductRatings(compared.columns.map((product) => product._id));
  return <CatalogueComparePage link={link} compared={compared} ratings={ratings} />;
}
