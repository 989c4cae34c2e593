export * from './list-price';
