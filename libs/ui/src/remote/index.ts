// The frame a remote runs in. antd-free: start-remote, startup-error, page-header (the storefront
// may use them); antd: remote-providers only.
export * from './start-remote';
export * from './startup-error';
export * from './page-header';
export * from './remote-providers';
