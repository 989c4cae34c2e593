export * from './entities';
export * from './errors';
export * from './storefront';
export * from './categories';
export * from './auth';
export * from './shop-contact';
