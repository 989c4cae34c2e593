// The table frame of the admin and dashboard lists (antd; the storefront does not import it).
export * from './table-frame';
export * from './table-search';
export * from './table-states';
export * from './unbroken';
