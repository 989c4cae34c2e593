// What `use-sync-external-store/shim` resolves to in the browser builds (tools/webpack): React 19
// has `useSyncExternalStore` itself, so react-i18next's import of the shim needs no shim code.
export { useSyncExternalStore } from 'react';
