export * from './standalone-app';
export * from './theme';
