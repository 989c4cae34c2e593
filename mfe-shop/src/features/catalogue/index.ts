export { catalogueApi, useGetPartPageQuery, useGetPartQuery } from './api/catalogue-api';
export { PriceTag } from './components/price-tag';
export { ProductCard } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductPage } from './components/product-page';
export type { BookingSlot } from './components/product-page';
export { ShopListing } from './components/shop-listing';
export type { ShopListingProps } from './components/shop-listing';
export { ShopsPage } from './components/shops-page';
