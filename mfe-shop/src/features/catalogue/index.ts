export { catalogueApi, useGetPartPageQuery, useGetPartQuery } from './api/catalogue-api';
export { PriceTag } from './components/price-tag';
export { ProductCard } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductPage } from './components/product-page';
export type { BookingSlot } from './components/product-page';
export { categoryKey, ShopListing } from './components/shop-listing';
export type { ShopListingProps } from './components/shop-listing';
export { readListingParams, ShopsPage } from './components/shops-page';
