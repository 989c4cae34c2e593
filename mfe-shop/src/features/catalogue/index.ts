export {
  catalogueApi,
  useGetFeaturedPartsQuery,
  useGetPartQuery,
  useGetPartsQuery,
} from './api/catalogue-api';
export { PriceTag } from './components/price-tag';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductPage } from './components/product-page';
export { ShopsPage } from './components/shops-page';
// Replaced by the catalogue rewrite (temporary, for the home page).
export { ShopListing } from './components/shop-listing';
export type { ShopListingProps } from './components/shop-listing';
