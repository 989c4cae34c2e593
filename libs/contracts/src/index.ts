export * from './entities';
export * from './errors';
