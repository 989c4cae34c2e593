export * from './no-store';
export * from './security-headers';
