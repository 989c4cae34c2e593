export * from './parse-object-id.pipe';
